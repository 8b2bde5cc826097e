import Foundation

/// The part of a symbol graph file (`Module.symbols.json`, as `swiftc -emit-symbol-graph` writes
/// it) that the reference reads: the module's name, its symbols and their relationships.
public struct SymbolGraph: Decodable, Sendable {
    /// The module the graph describes.
    public struct Module: Decodable, Sendable {
        /// The module's name ("CreaseHUD").
        public var name: String
    }

    /// One piece of a declaration: a keyword, an identifier, a type or plain text.
    public struct Fragment: Decodable, Sendable {
        /// The piece's role ("keyword", "identifier", "typeIdentifier", "text", …).
        public var kind: String
        /// The piece as written.
        public var spelling: String
    }

    /// One declared symbol.
    public struct Symbol: Decodable, Sendable {
        /// The symbol's kind, as `swift.struct`, `swift.method`, `swift.enum.case`, ….
        public struct Kind: Decodable, Sendable {
            /// The kind's identifier ("swift.struct").
            public var identifier: String
        }

        /// The symbol's unique, compiler-made identifier (its USR).
        public struct Identifier: Decodable, Sendable {
            /// The USR ("s:9CreaseHUD5ColorV"); a member inherited from another module's protocol
            /// extension has `::SYNTHESIZED::` in it.
            public var precise: String
        }

        /// The symbol's `///` comment, one entry per source line.
        public struct DocComment: Decodable, Sendable {
            /// One line of the comment, without its `///`.
            public struct Line: Decodable, Sendable {
                /// The line's text.
                public var text: String
            }

            /// The comment's lines, in order.
            public var lines: [Line]
        }

        /// What kind of symbol it is.
        public var kind: Kind
        /// Its USR.
        public var identifier: Identifier
        /// Its path from the module: the enclosing types' names, then its own ("HUD", "update(in:measurer:)").
        public var pathComponents: [String]
        /// Its declaration, in pieces.
        public var declarationFragments: [Fragment]
        /// Its documentation comment, if it has one.
        public var docComment: DocComment?
        /// "public" or "open" in the graphs the reference reads.
        public var accessLevel: String

        /// Creates a symbol (the tests build small graphs from these).
        public init(kind: String, precise: String, pathComponents: [String], declaration: [Fragment], docComment: [String]?, accessLevel: String = "public") {
            self.kind = Kind(identifier: kind)
            self.identifier = Identifier(precise: precise)
            self.pathComponents = pathComponents
            self.declarationFragments = declaration
            self.docComment = docComment.map { DocComment(lines: $0.map { DocComment.Line(text: $0) }) }
            self.accessLevel = accessLevel
        }

        private enum CodingKeys: String, CodingKey {
            case kind, identifier, pathComponents, declarationFragments, docComment, accessLevel
        }

        /// Decodes a symbol; one without declaration fragments gets none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(Kind.self, forKey: .kind)
            identifier = try container.decode(Identifier.self, forKey: .identifier)
            pathComponents = try container.decode([String].self, forKey: .pathComponents)
            declarationFragments = try container.decodeIfPresent([Fragment].self, forKey: .declarationFragments) ?? []
            docComment = try container.decodeIfPresent(DocComment.self, forKey: .docComment)
            accessLevel = try container.decode(String.self, forKey: .accessLevel)
        }
    }

    /// A relationship between two symbols: `memberOf`, `conformsTo`, `requirementOf`,
    /// `defaultImplementationOf`, ….
    public struct Relationship: Decodable, Sendable {
        /// The relationship's kind ("conformsTo").
        public var kind: String
        /// The USR of the symbol it starts from.
        public var source: String
        /// The USR of the symbol it points to.
        public var target: String
        /// The target's qualified name ("Swift.Sendable") when the graph does not hold the target.
        public var targetFallback: String?

        /// Creates a relationship.
        public init(kind: String, source: String, target: String, targetFallback: String? = nil) {
            self.kind = kind
            self.source = source
            self.target = target
            self.targetFallback = targetFallback
        }
    }

    /// The module.
    public var module: Module
    /// Every symbol in the graph.
    public var symbols: [Symbol]
    /// Every relationship in the graph.
    public var relationships: [Relationship]

    /// Creates a graph.
    public init(module: String, symbols: [Symbol], relationships: [Relationship]) {
        self.module = Module(name: module)
        self.symbols = symbols
        self.relationships = relationships
    }

    /// Reads a graph file.
    ///
    /// - Throws: `ReferenceError` naming the file when it cannot be read or is not a symbol graph.
    public static func read(_ url: URL) throws(ReferenceError) -> SymbolGraph {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw ReferenceError("\(url.path): cannot read it (\(error.localizedDescription))") }
        do { return try JSONDecoder().decode(SymbolGraph.self, from: data) } catch { throw ReferenceError("\(url.path): not a symbol graph (\(error))") }
    }
}
