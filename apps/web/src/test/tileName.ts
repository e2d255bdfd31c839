/** A floor tile's accessible name, by the table's name: it follows the number and state the tile shows ('Mesa 1' is not 'Mesa 10'). */
export const tileName = (name: string): RegExp => new RegExp(`(^|,\\s*)${name}\\s*(,|$)`);
