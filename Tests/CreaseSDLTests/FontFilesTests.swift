import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// The shipped fonts, and what a missing one says.
@Suite struct FontFilesTests {
    @Test func aMissingFontNamesItsPathAndWhatWasExpected() {
        do {
            _ = try FontFiles(directory: "/nonexistent/fonts")
            Issue.record("expected FontFiles to refuse a folder without the fonts")
        } catch let error as MissingAssetError {
            #expect(error.description.contains("/nonexistent/fonts/DejaVuSans.ttf") && error.description.contains("DejaVu Sans"),
                    "expected the path and the expected font in: \(error)")
        } catch {
            Issue.record("expected a MissingAssetError, got \(error)")
        }
    }
}
