extension Double {
    /// The value as people write points: rounded to hundredths, with no trailing ".0".
    public var pointString: String {
        guard isFinite else { return "\(self)" }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
