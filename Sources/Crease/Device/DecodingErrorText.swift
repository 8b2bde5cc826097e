import Foundation

/// Turns a `DecodingError` into one line a person can act on: what and where.
public enum DecodingErrorText {
    /// A phrase like "missing field 'inner.size'" or "'inner.regions[1].kind' has an unknown value".
    public static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field '\(path(context.codingPath + [key]))'"
        case .typeMismatch(let type, let context):
            return "'\(path(context.codingPath))' should be \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "'\(path(context.codingPath))' is null but should be \(typeName(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "is not valid JSON (\(context.debugDescription))"
            }
            return "'\(path(context.codingPath))' has an unknown or invalid value (\(context.debugDescription))"
        @unknown default:
            return "could not be read (\(error))"
        }
    }

    /// A coding path written the way JSON paths are read: `inner.regions[1].kind`.
    public static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is Float.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object (\(name))"
        }
    }
}
