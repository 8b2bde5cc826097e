/// One module's reference: its sections, each a type (or an extension, or the globals) with its
/// public members, built from the module's symbol graphs.
public struct ModuleReference: Equatable, Sendable {
    /// The module's name.
    public var name: String
    /// The first paragraph of the module's catalog page, or nil.
    public var summary: String?
    /// The sections, ordered by path.
    public var sections: [ReferenceSection]

    /// The protocols nearly every type conforms to, which the reference leaves out.
    static let implicitConformances: Set<String> = ["Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"]

    /// Builds a module's reference from its graphs (`Module.symbols.json` and the
    /// `Module@Other.symbols.json` extension graphs).
    ///
    /// - Parameters:
    ///   - excluding: the USRs in the earlier modules' graphs (a module that re-exports another
    ///     repeats its symbols in its own graph).
    ///   - names: every known symbol's USR with its module and path, for conformances and
    ///     extended types.
    public static func build(module: String, summary: String?, graphs: [SymbolGraph], excluding: Set<String>, names: [String: (module: String, path: [String])]) -> ModuleReference {
        var entries: [String: ReferenceEntry] = [:]
        for graph in graphs {
            for symbol in graph.symbols where isDocumented(symbol) && !excluding.contains(symbol.identifier.precise) {
                entries[symbol.identifier.precise] = ReferenceEntry(
                    kind: symbol.kind.identifier, path: symbol.pathComponents, declaration: declaration(symbol.declarationFragments),
                    summary: DocumentationSummary.of(symbol.docComment?.lines.map(\.text) ?? []), identifier: symbol.identifier.precise)
            }
        }
        let relationships = graphs.flatMap(\.relationships)
        for relationship in relationships where relationship.kind == "requirementOf" {
            entries[relationship.source]?.isRequirement = true
        }
        // A default implementation written as the requirement is declared becomes a note on the requirement.
        for relationship in relationships where relationship.kind == "defaultImplementationOf" {
            guard let implementation = entries[relationship.source], let requirement = entries[relationship.target],
                  implementation.path == requirement.path, implementation.declaration == requirement.declaration else { continue }
            entries[relationship.target]?.hasDefault = true
            entries[relationship.source] = nil
        }
        var sections: [[String]: ReferenceSection] = [:]
        for entry in entries.values where entry.isType {
            sections[entry.path] = ReferenceSection(path: entry.path, type: entry)
        }
        // Where each extended type of another module comes from, and its USR (for its conformances).
        var extended: [[String]: (module: String, identifier: String)] = [:]
        for relationship in relationships where relationship.kind == "memberOf" {
            guard let member = entries[relationship.source], sections[Array(member.path.dropLast())] == nil else { continue }
            let module = names[relationship.target]?.module ?? relationship.targetFallback?.split(separator: ".").first.map(String.init) ?? "another module"
            extended[Array(member.path.dropLast())] = (module, relationship.target)
        }
        // Each entry goes to its parent's section; a top-level type has only its own.
        for entry in entries.values where !(entry.isType && entry.path.count == 1) {
            let parent = Array(entry.path.dropLast())
            if sections[parent] == nil {
                // A protocol extension's members have no memberOf; the protocol is found by its path.
                let module = extended[parent]?.module ?? names.values.filter { $0.path == parent }.map(\.module).min() ?? "another module"
                sections[parent] = ReferenceSection(path: parent, type: nil, extendedModule: parent.isEmpty ? nil : module)
            }
            sections[parent]?.entries.append(entry)
        }
        for relationship in relationships where relationship.kind == "conformsTo" {
            let protocolName = names[relationship.target]?.path.joined(separator: ".")
                ?? relationship.targetFallback.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? relationship.target
            if let type = entries[relationship.source], type.isType {
                sections[type.path]?.conformances.append(protocolName)
            } else if let path = extended.first(where: { $0.value.identifier == relationship.source })?.key, names[relationship.target] != nil {
                // Another module's type conforms to one of ours here (`Int: StateHashable`).
                sections[path]?.conformances.append(protocolName)
            }
        }
        let ordered = sections.values.map { section in
            var section = section
            section.entries.sort(by: ReferenceEntry.precedes)
            section.conformances = Array(Set(section.conformances).subtracting(implicitConformances)).sorted()
            return section
        }.sorted { $0.path.lexicographicallyPrecedes($1.path) }
        return ModuleReference(name: module, summary: summary, sections: ordered)
    }

    /// True for a symbol the reference lists: public or open, and declared in Crease's code
    /// (not a member another module's protocol extension lends it, which the graph marks as
    /// synthesized).
    static func isDocumented(_ symbol: SymbolGraph.Symbol) -> Bool {
        (symbol.accessLevel == "public" || symbol.accessLevel == "open") && !symbol.identifier.precise.contains("::SYNTHESIZED::")
    }

    /// The declaration on one line, every run of white space one space.
    static func declaration(_ fragments: [SymbolGraph.Fragment]) -> String {
        fragments.map(\.spelling).joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
