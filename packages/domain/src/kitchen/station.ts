/**
 * A station is where a dish is prepared (the grill, the bar); a printer is how a ticket reaches it.
 * Today each printer is a station, so a station is derived from its printer and carries the
 * printer's id: no table of stations to keep in step with the printers yet. The kitchen display
 * (stations with categories routed) gives stations a table of their own, whose first rows take
 * these ids, so the tickets stored until then keep pointing at their station.
 * A product with no printer has no station (null): its ticket prints on the branch's default printer.
 */
export interface KitchenStation {
  id: string;
  name: string;
  /** The printer that prints the station's tickets. */
  printerId: string;
}

export const stationOfPrinter = (printer: { id: string; name: string }): KitchenStation => ({
  id: printer.id,
  name: printer.name,
  printerId: printer.id,
});

/** The printer a station's ticket goes to; no station: the branch's default printer (null). */
export const printerOfStation = (stationId: string | null): string | null => stationId;
