/**
 * The platform's command-line client, as operators install and type it. Neither the spec nor
 * the API document names it: this is the name the platform's published CLI goes by. The
 * Connect tab's commands use it (README, "Keyboard and scripting helpers"); a platform whose CLI
 * is installed under another name changes it here, and only here.
 */
export const PLATFORM_CLI = 'oxide'
