import Crease
@testable import CreaseSDL
import Testing

/// The perspective preview's foreshortening and its inverse for taps.
@Suite struct PerspectivePreviewTests {
    @Test func foreshorteningFollowsTheHinge() {
        let open = PerspectivePreview.foreshortening(hingeAngle: 180, horizontalFold: true)
        let half = PerspectivePreview.foreshortening(hingeAngle: 100, horizontalFold: true)
        let shut = PerspectivePreview.foreshortening(hingeAngle: 50, horizontalFold: true)
        #expect(open == 1 && half < 1 && shut < half, "expected the raised half to shorten as the hinge closes: \(open), \(half), \(shut)")
    }

    @Test func aTapOnTheRaisedHalfLandsOnTheDisplayPointUnderIt() {
        let half = PreviewGeometry.Half(far: 0, factor: 0.6, nearWidth: 1, farWidth: 0.8, shade: 200)
        let lower = PreviewGeometry.Half(far: 951, factor: 1, nearWidth: 1, farWidth: 1, shade: 255)
        let geometry = PreviewGeometry(horizontalFold: true, hinge: 475, span: (0, 720), halves: [lower, half])
        // A flat point 200 px above the fold, 100 px right of centre.
        let source = Point(x: 460, y: 275)
        let t = (source.y - 475) / (half.far - 475)
        let width = half.nearWidth + (half.farWidth - half.nearWidth) * t
        let shown = Point(x: 360 + (source.x - 360) * width, y: 475 + (half.far - 475) * t * half.factor)
        let back = geometry.unproject(shown)
        #expect(abs(back.x - source.x) < 1e-6 && abs(back.y - source.y) < 1e-6, "expected \(shown) to map back to \(source), got \(back)")
        let onLower = Point(x: 100, y: 800)
        #expect(geometry.unproject(onLower) == onLower, "expected the flat lower half to map to itself")
    }
}
