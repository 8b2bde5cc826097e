import BattlefleetRules
import Foundation
import Testing

@Suite("SeededGenerator: the same numbers on every machine")
struct SeededGeneratorTests {
    @Test("SplitMix64's published first outputs for seed 0")
    func knownValues() {
        var generator = SeededGenerator(seed: 0)
        let first = (0..<3).map { _ in generator.next() }
        #expect(first == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F],
                "seed 0 should give SplitMix64's reference sequence, so every platform agrees")
    }

    @Test("uniform draws stay below the bound and cover it")
    func uniform() {
        var generator = SeededGenerator(seed: 3)
        var seen = Array(repeating: 0, count: 7)
        for _ in 0..<7_000 {
            let value = generator.uniform(below: 7)
            #expect((0..<7).contains(value), "a draw below 7 should be in 0..<7 (got \(value))")
            if (0..<7).contains(value) { seen[value] += 1 }
        }
        #expect(seen.allSatisfy { $0 > 800 }, "each of 7 values should come up roughly 1000 times in 7000 (got \(seen))")
        #expect(generator.uniform(below: 1) == 0 && generator.uniform(below: 0) == 0, "a bound of 1 or less should give 0")
    }

    @Test("the state survives JSON exactly, even past 2^53")
    func codable() throws {
        var generator = SeededGenerator(seed: UInt64.max - 12_345)
        _ = generator.next()
        let data = try JSONEncoder().encode(generator)
        let back = try JSONDecoder().decode(SeededGenerator.self, from: data)
        #expect(back == generator, "a decoded generator should have the same state")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SeededGenerator.self, from: Data("\"xyz\"".utf8)) }
    }
}
