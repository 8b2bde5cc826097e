// CreaseTools — the command lines of Crease's own tools, parsed and run apart from their
// executables, so tests and the fuzz targets can drive them in-process: `crease` (regions,
// devices, report) and `crease-soak`'s flags. Pure Swift on Foundation over `Crease` and
// `CreasePlaytest`; it never imports the games (an executable hands in what it needs of the
// catalog) nor SDL (`crease` hands in the chart writer, so `crease regions` runs anywhere).
