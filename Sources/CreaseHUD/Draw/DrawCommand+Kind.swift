extension DrawCommand {
    /// Every kind of `DrawCommand`, without its values: what a test or a fuzz target that
    /// must cover every kind goes over (`allCases`), numbered in the order of the cases.
    public enum Kind: Int, CaseIterable, Sendable {
        case fillRect, strokeRect, fillRoundedRect, strokeRoundedRect, line, fillCircle, strokeCircle, fillPolygon
        case triangles, image, text, pushClip, popClip, pushTransform, popTransform
    }

    /// The command's kind. The switch has no `default`, so a new command does not compile
    /// until it has a kind, and every switch over `Kind` then until it covers it.
    public var kind: Kind {
        switch self {
        case .fillRect: .fillRect
        case .strokeRect: .strokeRect
        case .fillRoundedRect: .fillRoundedRect
        case .strokeRoundedRect: .strokeRoundedRect
        case .line: .line
        case .fillCircle: .fillCircle
        case .strokeCircle: .strokeCircle
        case .fillPolygon: .fillPolygon
        case .triangles: .triangles
        case .image: .image
        case .text: .text
        case .pushClip: .pushClip
        case .popClip: .popClip
        case .pushTransform: .pushTransform
        case .popTransform: .popTransform
        }
    }
}
