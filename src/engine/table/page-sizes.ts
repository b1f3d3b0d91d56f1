/** the choices of the lists' rows-per-page menu */
export const PAGE_SIZES = [10, 25, 50, 100] as const
