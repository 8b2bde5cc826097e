import Crease
import CreaseHUD
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// Slopes read in both views: the same arrows, pointing downhill, on the course and in the
/// caddie camera's view of it.
@Suite struct SlopeArrowTests {
    @Test("every slope carries arrows pointing its way, inside it, and the caddie view paints them downhill")
    func slopesShowInBothViews() throws {
        let device = try TestSupport.device("duo", .tabletop)
        let (game, _) = TestSupport.game(on: device)
        let frame = try #require(game.cameraFrame)
        let slopes = game.match.courses.flatMap { course in course.surfaces.filter { $0.kind == .slope }.map { (course, $0) } }
        #expect(slopes.count >= 3, "the round's slopes should be found: \(slopes.count)")
        for (course, slope) in slopes {
            let art = HoleArt(course: course)
            let direction = try #require(slope.direction)
            let arrows = art.slopeArrows.filter { TopDownRenderer.contains(slope.polygon, $0.tail) }
            #expect(!arrows.isEmpty, "\(course.name): its slope should carry arrows")
            for arrow in arrows {
                let along = (arrow.tip.x - arrow.tail.x) * direction.x + (arrow.tip.y - arrow.tail.y) * direction.y
                #expect(along > 0, "\(course.name): an arrow at \(arrow.tail) should point downhill")
            }
            // From 60 units behind an arrow, looking downhill at it: its paint is in the view,
            // on the ground ahead of the eye.
            let arrow = try #require(arrows.first)
            let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
            let yaw = atan2(direction.y, direction.x)
            let eye = Point(x: arrow.tail.x - direction.x / length * 60, y: arrow.tail.y - direction.y / length * 60)
            let caddie = CaddieRenderer(art: art, tuning: game.match.tuning, camera: CaddieCamera(target: eye, yaw: yaw), frame: frame)
            var list = DrawList()
            caddie.draw(time: 0, ball: eye, showsBall: false, aim: nil, flash: 0, into: &list)
            let painted = list.commands.contains { command in
                guard case .triangles(let vertices, _, _) = command else { return false }
                return vertices.contains { $0.color == Palette.slopeArrow && frame.contains($0.position) }
            }
            #expect(painted, "\(course.name): the caddie view should paint the slope's arrows")
        }
    }
}
