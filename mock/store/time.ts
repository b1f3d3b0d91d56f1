/** timestamps and ids for new rows */
export const now = () => new Date().toISOString()

export const newId = () => crypto.randomUUID()

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** the platform tells an id from a name by its shape: a Name may never look like a UUID */
export const isUuid = (value: string) => uuidPattern.test(value)
