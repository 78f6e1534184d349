import Foundation

/// A module's public API as text: one declaration a line, written as Swift declares it with the name qualified
/// by its parent types (`static func CalendarContext.zone(fromTZ: String) throws(CalendarError) -> String`),
/// each type with the protocols it conforms to, sorted so that a type's members follow it.
///
/// Made from the symbol graph `swift-symbolgraph-extract` writes from the build's module, and nothing in it
/// changes between runs or machines: no source locations, USRs or doc comments, and no parameter names a
/// caller never writes (`func setDate(_: Date)`), so only a change a caller could see changes the listing.
struct APIListing {
    /// The module's symbol graphs: its own, and one for each module whose types it extends (`M@Swift`).
    static func make(module: String, symbolGraphs: [URL]) throws -> String {
        var entries: [(path: [String], line: String)] = []
        for url in symbolGraphs {
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
            let names = Dictionary(
                graph.symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) },
                uniquingKeysWith: { first, _ in first })
            var conformances: [String: [String]] = [:]
            // SendableMetatype is implied by Sendable (the compiler adds it), so it says nothing of its own.
            for relation in graph.relationships
            where relation.kind == "conformsTo" && relation.targetFallback != "Swift.SendableMetatype" {
                let name = names[relation.target] ?? relation.targetFallback.map(unqualified) ?? relation.target
                conformances[relation.source, default: []].append(name + whereClause(relation.swiftConstraints))
            }
            for symbol in graph.symbols {
                var line = declaration(symbol)
                // A protocol's declaration already names what it refines.
                if symbol.kind.identifier != "swift.protocol",
                    let protocols = conformances.removeValue(forKey: symbol.identifier.precise)
                {
                    line += ": " + Set(protocols).sorted().joined(separator: ", ")
                }
                entries.append((symbol.pathComponents, line))
            }
            // Conformances of types declared elsewhere (`extension String: P`).
            for (source, protocols) in conformances where names[source] == nil {
                let type = graph.relationships.first { $0.source == source }?.sourceFallback.map(unqualified) ?? source
                entries.append(([type], "extension \(type): " + Set(protocols).sorted().joined(separator: ", ")))
            }
        }
        entries.sort { $0.path == $1.path ? $0.line < $1.line : $0.path.lexicographicallyPrecedes($1.path) }
        var lines = ["// \(module)'s public API (tools/api writes it, APIListingTests checks it)"]
        for entry in entries where lines.last != entry.line {
            lines.append(entry.line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The symbol's declaration with its name qualified by its parents and only the parameter names callers write.
    static func declaration(_ symbol: SymbolGraph.Symbol) -> String {
        let parents = symbol.pathComponents.dropLast().joined(separator: ".")
        let fragments = symbol.declarationFragments
        var text = "", named = false
        for (index, fragment) in fragments.enumerated() {
            switch fragment.kind {
            case "identifier" where !named,
                "keyword" where !named && ["init", "subscript"].contains(fragment.spelling):
                // The declared name: the first identifier, or `init`/`subscript`, which have none.
                named = true
                text += parents.isEmpty ? fragment.spelling : parents + "." + fragment.spelling
            case "internalParam":
                // A name used only inside the body: dropped after a label (`by delta` → `by`), `_` where it
                // stands alone (operator and subscript parameters).
                if index >= 2, fragments[index - 2].kind == "externalParam" {
                    if text.hasSuffix(" ") { text.removeLast() }
                } else {
                    text += "_"
                }
            default:
                text += fragment.spelling
            }
        }
        text += whereClause(symbol.swiftExtension?.constraints, after: text)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Generic constraints as Swift writes them (`Element : Sendable`, `Element == Int`), joined to a declaration's
    /// own where clause if it has one.
    static func whereClause(_ constraints: [SymbolGraph.Constraint]?, after text: String = "") -> String {
        guard let constraints, !constraints.isEmpty else { return "" }
        let written = constraints.map { "\($0.lhs) \($0.kind == "sameType" ? "==" : ":") \($0.rhs)" }
        return (text.contains(" where ") ? ", " : " where ") + written.joined(separator: ", ")
    }

    /// `Swift.Hashable` → `Hashable`, as the declarations write type names.
    static func unqualified(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }
}

/// The part of a symbol graph (swift-symbolgraph-extract's JSON) that the listing reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable {
            var kind: String
            var spelling: String
        }
        struct Extension: Decodable { var constraints: [Constraint]? }
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]
        /// Present on members declared in an extension; its constraints are the extension's where clause.
        var swiftExtension: Extension?
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var sourceFallback: String?
        var targetFallback: String?
        /// A conditional conformance's where clause.
        var swiftConstraints: [Constraint]?
    }
    struct Constraint: Decodable {
        var kind: String
        var lhs: String
        var rhs: String
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
}
