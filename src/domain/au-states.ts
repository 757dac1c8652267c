/** Australian states and territories: the registration state select and the valuation lookup's `regoState`. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
