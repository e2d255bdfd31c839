// Apart from the menu's entries (and their icons), so the router does not carry them into the first download.
/** Settings paths whose screens later issues build; until then each shows 'Función no disponible aún'. */
export const NOT_BUILT_SETTINGS_PATHS: readonly string[] = [];
