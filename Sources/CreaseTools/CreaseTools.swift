// CreaseTools — the command lines of Crease's own tools, parsed and run apart from their
// executables, so tests and the fuzz targets can drive them in-process: `crease` (regions,
// devices) and `crease-soak`'s flags. Pure Swift on Foundation; depends only on `Crease`. No SDL:
// `crease` runs anywhere.
