/** The user-facing texts of the validators: spec §5 where it gives one, ours otherwise. */
import { UNIQUE_ITEMS_MESSAGE } from '../../contract'
export const messages = {
  ip: 'Not a valid IP address',
  ipNet: 'Must contain an IP address and a width, separated by a /',
  portRange: 'Must be a port or a range of ports, like 80 or 8000-8080',
  portRangeOrder: 'The range must not end below its start',
  portBounds: 'Ports go from 1 to 65535',
  unique: UNIQUE_ITEMS_MESSAGE,
  nameTooLong: 'Must be 63 characters or fewer',
  nameStart: 'Must start with a lowercase letter',
  nameCharacters: 'Can only contain letters, numbers, and dashes',
  nameEnd: 'Must end with a letter or number',
  nameUuid: 'Can’t be a UUID',
  emptySize: 'Must be more than 0 GiB',
} as const
