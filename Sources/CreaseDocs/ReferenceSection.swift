/// One heading of a module's page: a type with its members, an extension of another module's
/// type, or the module's global declarations.
public struct ReferenceSection: Equatable, Sendable {
    /// The type's path ("HUD", "Element"), or empty for the globals.
    public var path: [String]
    /// The type's own line (declaration and summary), or nil for an extension or the globals.
    public var type: ReferenceEntry?
    /// The module that declares the extended type ("Swift", "CreaseHUD") when the section holds
    /// extensions of another module's type.
    public var extendedModule: String?
    /// The protocols the type conforms to, sorted (`Copyable`, `Escapable`,
    /// `BitwiseCopyable` and `SendableMetatype`, which the compiler gives nearly every type, left out).
    public var conformances: [String] = []
    /// The members, in `ReferenceEntry.precedes` order.
    public var entries: [ReferenceEntry] = []

    /// Creates a section.
    public init(path: [String], type: ReferenceEntry?, extendedModule: String? = nil) {
        self.path = path
        self.type = type
        self.extendedModule = extendedModule
    }

    /// The heading's text: "HUD.Element", "Int (extension)", or "Globals".
    public var title: String {
        if path.isEmpty { return "Globals" }
        let name = path.joined(separator: ".")
        return extendedModule == nil ? name : "\(name) (extension)"
    }
}
