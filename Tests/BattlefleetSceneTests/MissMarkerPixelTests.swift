import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import Testing

/// A miss reads at a glance: rendered, on every board and pad that shows it, in every posture
/// of every profile down to the flip's smallest cells, its ring stands out from the water
/// around it and is a pale grey-white, never the orange of a fire.
@MainActor
@Suite struct MissMarkerPixelTests {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// WCAG's relative luminance of an sRGB pixel.
    static func luminance(_ pixel: Pixel) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
    }

    /// WCAG's contrast ratio between two pixels, 1 … 21.
    static func contrast(_ a: Pixel, _ b: Pixel) -> Double {
        let (l1, l2) = (luminance(a), luminance(b))
        return (Swift.max(l1, l2) + 0.05) / (Swift.min(l1, l2) + 0.05)
    }

    /// How far a pixel is from grey: its largest channel less its smallest.
    static func spread(_ pixel: Pixel) -> Int {
        let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        return (channels.max() ?? 0) - (channels.min() ?? 0)
    }

    /// A game against the AI on `device` whose first shot, at water, has landed and splashed.
    static func gameAfterAMiss(on device: Device) throws -> (BattlefleetGame, miss: Coordinate) {
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.key(&game, "Return")
        try #require(game.match.phase == .battle, "Ready should begin the battle")
        let fleet = game.match.boards.two.fleet
        let miss = try #require(Coordinate.all.first { cell in !fleet.placements.contains { $0.cells.contains(cell) } })
        game.cursors[.one] = miss
        SceneTestSupport.key(&game, "Space")
        // The shell lands at 0.4 s and its splash is over at 1.1 s; the AI answers at 1.6 s.
        SceneTestSupport.run(&game, steps: 70)
        try #require(game.match.boards.two.mark(at: miss) == .miss, "the shot at \(miss.label) should be a miss")
        return (game, miss)
    }

    @Test("A miss stands out from the water and from a fire on every board and pad, in every posture of every profile")
    func missReadsAtAGlance() throws {
        var smallest = Double.infinity
        var checked = 0
        for profile in try SceneTestSupport.profiles() {
            for posture in [Posture.tabletop, .flat, .book, .closed] {
                var device = Device(profile: profile)
                device.posture = posture
                let (game, miss) = try Self.gameAfterAMiss(on: device)
                let image = try SceneTestSupport.pixels(of: game)
                var boards = game.boardSlots.filter { $0.waters == .two }.compactMap { game.geometry(of: $0.id) }
                if game.scene.layout.padShooter == .one, let pad = game.geometry(of: .pad) { boards.append(pad) }
                try #require(!boards.isEmpty, "\(profile.name) \(posture): the enemy waters should show somewhere")
                let water = Coordinate(column: (miss.column + 5) % 10, row: (miss.row + 5) % 10)
                for board in boards {
                    let context = "\(profile.name) \(posture), \(board.cellSize) pt cells"
                    let reference = board.frame(of: water)
                    let sea = image[Int(reference.midX), Int(reference.midY)]
                    let offWater = abs(Int(sea.red) - Int(Palette.water.red)) + abs(Int(sea.blue) - Int(Palette.water.blue))
                    try #require(offWater < 24, "\(context): an untried cell should show water, got \(sea)")
                    let cell = board.frame(of: miss)
                    let radius = cell.width * 0.42
                    var inside = 0, pale = 0
                    var brightest = 1.0
                    for y in Int(cell.minY)...Int(cell.maxY) {
                        for x in Int(cell.minX)...Int(cell.maxX) {
                            let dx = Double(x) + 0.5 - cell.midX
                            let dy = Double(y) + 0.5 - cell.midY
                            guard dx * dx + dy * dy <= radius * radius else { continue }
                            inside += 1
                            let pixel = image[x, y]
                            let ratio = Self.contrast(pixel, sea)
                            brightest = Swift.max(brightest, ratio)
                            if ratio >= 3, Self.spread(pixel) <= 60 { pale += 1 }
                        }
                    }
                    #expect(brightest >= 7, "\(context): the miss ring should stand out from the water (contrast \(brightest), want ≥ 7)")
                    #expect(Double(pale) >= 0.15 * Double(inside),
                            "\(context): at least 15% of the miss should be pale grey-white, got \(pale) of \(inside) pixels")
                    smallest = Swift.min(smallest, board.cellSize)
                    checked += 1
                }
            }
        }
        #expect(checked >= 12, "every profile and posture should show a miss, checked \(checked)")
        #expect(smallest <= 17, "the flip's smallest cells (closed) should be among those checked, smallest \(smallest) pt")
    }
}
