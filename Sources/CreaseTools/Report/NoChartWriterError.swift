/// `--chart` was given to a caller that handed in no `ChartWriter` (only the `crease`
/// executable draws charts; the fuzz targets and in-process callers may not).
struct NoChartWriterError: Error, CustomStringConvertible {
    /// "this program draws no charts; run the crease executable".
    var description: String { "this program draws no charts; run the crease executable" }
}
