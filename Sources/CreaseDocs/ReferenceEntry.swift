/// One line of the reference: a public declaration and the first paragraph of its documentation.
public struct ReferenceEntry: Equatable, Sendable {
    /// The symbol's kind identifier ("swift.method").
    public var kind: String
    /// Its path from the module ("HUD", "update(in:measurer:)").
    public var path: [String]
    /// Its declaration on one line ("mutating func advance(by seconds: Double)").
    public var declaration: String
    /// The first paragraph of its `///` comment, on one line, or nil when it has none.
    public var summary: String?
    /// Its USR, which breaks ties between otherwise equal lines.
    public var identifier: String
    /// A protocol's requirement (rather than a member a type or an extension declares).
    public var isRequirement = false
    /// A requirement the protocol's own extension implements, so a conforming type may leave it out.
    public var hasDefault = false

    /// Creates an entry.
    public init(kind: String, path: [String], declaration: String, summary: String?, identifier: String) {
        self.kind = kind
        self.path = path
        self.declaration = declaration
        self.summary = summary
        self.identifier = identifier
    }

    /// The symbol's own name, its path's last component ("update(in:measurer:)").
    public var name: String { path.last ?? "" }

    /// True for a kind that opens a section of its own: a struct, class, enum, protocol, actor
    /// or type alias.
    public var isType: Bool { Self.typeKinds.contains(kind) }

    /// The kinds that are types.
    static let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor", "swift.typealias"]

    /// Where the kind sorts within its section: cases, initializers, type members, instance
    /// members, subscripts, operators, then nested types.
    var kindRank: Int {
        switch kind {
        case "swift.enum.case": 0
        case "swift.associatedtype": 1
        case "swift.init": 2
        case "swift.type.property": 3
        case "swift.type.method": 4
        case "swift.property": 5
        case "swift.method": 6
        case "swift.subscript", "swift.type.subscript": 7
        case "swift.func.op": 8
        case "swift.var": 9
        case "swift.func": 10
        default: isType ? 12 : 11
        }
    }

    /// The order lines take within a section: by kind, then name, then declaration, then USR, so
    /// the same code always gives the same page.
    static func precedes(_ a: ReferenceEntry, _ b: ReferenceEntry) -> Bool {
        (a.kindRank, a.name, a.declaration, a.identifier) < (b.kindRank, b.name, b.declaration, b.identifier)
    }
}
