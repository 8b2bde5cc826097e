import Foundation

/// Makes the Markdown API reference from symbol graphs: one page per module and an index, the
/// same bytes for the same code (no dates, no paths from the machine, every list sorted).
public struct ReferenceGenerator: Sendable {
    /// The line at the top of every page.
    static let notice = "<!-- Generated from the symbol graphs by scripts/docs --write-reference: edit the /// comments in the code, not this file. -->"
    /// The library modules, each after the ones it builds on.
    public static let libraryModules = ["Crease", "CreaseHUD", "CreasePlaytest", "CreaseSDL"]
    /// The types the index lists first, for a newcomer.
    public static let startHere = ["Game", "HUDGame", "GameRunner", "HUD", "HUDElement", "HUDElementID", "HUDAction", "InputEvent", "DrawList", "DrawCommand", "Device", "GeometryProxy", "Playtest"]

    /// The modules, each after the ones it builds on (a module's graph repeats the symbols of
    /// modules it re-exports; those stay on their own module's page).
    public var modules: [String]
    /// Each module's graphs: its own, then its extension graphs (`Module@Other`), by file name.
    public var graphs: [String: [SymbolGraph]]
    /// Each module's summary, from its catalog.
    public var summaries: [String: String]
    /// The types the index lists first.
    public var startHere: [String]

    /// A generator over graphs already read.
    public init(modules: [String], graphs: [String: [SymbolGraph]], summaries: [String: String] = [:], startHere: [String] = []) {
        self.modules = modules
        self.graphs = graphs
        self.summaries = summaries
        self.startHere = startHere
    }

    /// Reads each module's graphs from a folder (`Module.symbols.json`, `Module@*.symbols.json`)
    /// and, given the sources folder, its summary from `Module/Module.docc/Module.md`.
    ///
    /// - Throws: `ReferenceError` for a module without a graph or a file that cannot be read.
    public static func load(graphs folder: URL, sources: URL?, modules: [String] = libraryModules, startHere: [String] = startHere) throws(ReferenceError) -> ReferenceGenerator {
        let files: [String]
        do { files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() } catch {
            throw ReferenceError("\(folder.path): cannot list the symbol graphs (\(error.localizedDescription)); scripts/docs builds them")
        }
        var graphs: [String: [SymbolGraph]] = [:]
        var summaries: [String: String] = [:]
        for module in modules {
            guard files.contains("\(module).symbols.json") else { throw ReferenceError("\(folder.path): no symbol graph for \(module) (\(module).symbols.json)") }
            var list = [try SymbolGraph.read(folder.appendingPathComponent("\(module).symbols.json"))]
            for file in files where file.hasPrefix("\(module)@") && file.hasSuffix(".symbols.json") {
                list.append(try SymbolGraph.read(folder.appendingPathComponent(file)))
            }
            graphs[module] = list
            if let sources {
                let catalog = sources.appendingPathComponent("\(module)/\(module).docc/\(module).md")
                guard let text = try? String(contentsOf: catalog, encoding: .utf8) else { throw ReferenceError("\(catalog.path): cannot read the module's catalog page") }
                // The first paragraph after the title.
                let body = text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("# ") }.dropFirst().map(String.init)
                summaries[module] = DocumentationSummary.of(body)
            }
        }
        return ReferenceGenerator(modules: modules, graphs: graphs, summaries: summaries, startHere: startHere)
    }

    /// Every module's reference, each without the symbols of the modules before it.
    public func references() -> [ModuleReference] {
        var names: [String: (module: String, path: [String])] = [:]
        for module in modules {
            for graph in graphs[module] ?? [] {
                for symbol in graph.symbols where names[symbol.identifier.precise] == nil {
                    names[symbol.identifier.precise] = (module, symbol.pathComponents)
                }
            }
        }
        // Every symbol of an earlier module's graphs, listed or not (a default implementation
        // shown as its requirement's note), stays off the pages of the modules after it.
        var earlier: Set<String> = []
        return modules.map { module in
            let reference = ModuleReference.build(module: module, summary: summaries[module], graphs: graphs[module] ?? [], excluding: earlier, names: names)
            for graph in graphs[module] ?? [] {
                earlier.formUnion(graph.symbols.map(\.identifier.precise))
            }
            return reference
        }
    }

    /// The pages by file name: `README.md` (the index) and one `Module.md` per module.
    ///
    /// - Throws: `ReferenceError` when a "Start here" type is declared by no module.
    public func pages() throws(ReferenceError) -> [(name: String, markdown: String)] {
        let references = references()
        var links: [String: String] = [:]
        var pages: [ReferencePage] = []
        for reference in references {
            let page = ReferencePage(module: reference, links: [:])
            for (section, anchor) in zip(reference.sections, page.anchors) where section.type != nil {
                links["\(reference.name).\(section.path.joined(separator: "."))"] = "\(page.fileName)#\(anchor)"
            }
            pages.append(page)
        }
        pages = pages.map { ReferencePage(module: $0.module, links: links) }
        let index = try ReferenceIndex(pages: pages, startHere: startHere).markdown()
        return [("README.md", index)] + pages.map { ($0.fileName, $0.markdown) }
    }
}
