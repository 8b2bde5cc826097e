import Crease
import Testing


@Suite("StateHasher")
struct StateHasherTests {
    @Test("FNV-1a 64 of known bytes matches the reference values")
    func referenceValues() {
        var empty = StateHasher()
        empty.combine(bytes: [UInt8]())
        #expect(empty.hexDigest == "cbf29ce484222325", "the empty input should hash to the FNV offset basis")
        var a = StateHasher()
        a.combine(bytes: Array("a".utf8))
        #expect(a.hexDigest == "af63dc4c8601ec8c", "FNV-1a 64 of \"a\" is af63dc4c8601ec8c, got \(a.hexDigest)")
        var foobar = StateHasher()
        foobar.combine(bytes: Array("foobar".utf8))
        #expect(foobar.hexDigest == "85944171f73967e8", "FNV-1a 64 of \"foobar\" is 85944171f73967e8, got \(foobar.hexDigest)")
    }

    @Test("strings carry their length, doubles fold -0 and NaN")
    func framing() {
        var first = StateHasher(), second = StateHasher()
        first.combine("ab"); first.combine("c")
        second.combine("a"); second.combine("bc")
        #expect(first != second, "\"ab\",\"c\" and \"a\",\"bc\" should hash differently")
        var zero = StateHasher(), negativeZero = StateHasher()
        zero.combine(0.0); negativeZero.combine(-0.0)
        #expect(zero == negativeZero, "0 and -0 should hash alike")
        var nan1 = StateHasher(), nan2 = StateHasher()
        nan1.combine(Double.nan); nan2.combine(-Double.signalingNaN)
        #expect(nan1 == nan2, "every NaN should hash alike")
    }

    @Test("the digest is always 16 hex digits")
    func digestWidth() {
        for seed in 0..<50 {
            var hasher = StateHasher()
            hasher.combine(seed)
            #expect(hasher.hexDigest.count == 16, "digest of \(seed) should be 16 digits, got \(hasher.hexDigest)")
        }
    }

    @Test("a hasher knows whether anything was fed: the empty string's length counts, no bytes do not")
    func isEmpty() {
        var hasher = StateHasher()
        #expect(hasher.isEmpty, "a new hasher has been fed nothing")
        hasher.combine(bytes: [UInt8]())
        #expect(hasher.isEmpty, "no bytes is still nothing fed")
        hasher.combine("")
        #expect(!hasher.isEmpty, "an empty string feeds its length, so it is something")
    }
}
