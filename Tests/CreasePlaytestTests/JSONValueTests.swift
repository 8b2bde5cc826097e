import Foundation
import Testing
import CreasePlaytest

@Suite("JSONValue")
struct JSONValueTests {
    @Test("round-trips through JSON, booleans staying booleans")
    func roundTrip() throws {
        let value: JSONValue = ["winner": "player 1", "score": 12, "ratio": 0.5, "done": true, "moves": [1, 2], "none": nil]
        let data = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(decoded == value, "decoding the encoded value should give it back, got \(decoded)")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"score\":12"), "whole numbers should be written without a fraction: \(text)")
        #expect(decoded["done"] == .bool(true), "true should decode as a boolean, not 1")
    }
}
