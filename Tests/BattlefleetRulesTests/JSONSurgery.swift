import Foundation

/// Edits a JSON document in place by path, for building broken saves from good ones.
enum JSONSurgery {
    /// One step of a path: an object key or an array index.
    enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)
        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The document with the value at `path` replaced (nil removes it from an object or array).
    static func edit(_ data: Data, _ path: [Step], to value: Any?) throws -> Data {
        let root = try JSONSerialization.jsonObject(with: data)
        return try JSONSerialization.data(withJSONObject: replace(root, path[...], with: value), options: [.sortedKeys])
    }

    /// The value at `path`.
    static func value(in data: Data, at path: [Step]) throws -> Any? {
        var node: Any? = try JSONSerialization.jsonObject(with: data)
        for step in path {
            switch step {
            case .key(let key): node = (node as? [String: Any])?[key]
            case .index(let index): node = (node as? [Any]).flatMap { index < $0.count ? $0[index] : nil }
            }
        }
        return node
    }

    private static func replace(_ node: Any, _ path: ArraySlice<Step>, with value: Any?) -> Any {
        guard let step = path.first else { return value ?? NSNull() }
        let rest = path.dropFirst()
        switch step {
        case .key(let key):
            var object = node as? [String: Any] ?? [:]
            if rest.isEmpty, value == nil { object[key] = nil } else { object[key] = replace(object[key] ?? NSNull(), rest, with: value) }
            return object
        case .index(let index):
            var array = node as? [Any] ?? []
            guard index < array.count else { return array }
            if rest.isEmpty, value == nil { array.remove(at: index) } else { array[index] = replace(array[index], rest, with: value) }
            return array
        }
    }
}
