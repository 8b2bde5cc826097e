import Crease

/// One hole: its fence, inner walls, surfaces, moving obstacles, tee, cup and par.
///
/// Coordinates are course units with (0, 0) at the top-left and y growing downwards; the scene
/// scales the course to its view. The file format is documented in `assets/courses/README.md`.
public struct Course: Sendable, Codable, Hashable {
    /// The hole's name, shown on the scorecard.
    public var name: String
    /// The strokes a good player needs, 2 to 6.
    public var par: Int
    /// The extent of the course; every point lies within (0, 0)…(width, height).
    public var size: Size
    /// Where the ball starts.
    public var tee: Point
    /// The centre of the cup.
    public var cup: Point
    /// The outer fence: a closed polygon the ball stays inside.
    public var boundary: [Point]
    /// Inner walls: closed polygons (islands) or open polylines (single rails).
    public var walls: [Wall]
    /// Sand, water and slopes.
    public var surfaces: [Surface]
    /// Windmills whose blades turn across the fairway.
    public var windmills: [Windmill]
    /// Blocks sliding back and forth.
    public var sliders: [Slider]

    /// Creates a course from its parts.
    public init(name: String, par: Int, size: Size, tee: Point, cup: Point, boundary: [Point],
                walls: [Wall] = [], surfaces: [Surface] = [], windmills: [Windmill] = [], sliders: [Slider] = []) {
        self.name = name
        self.par = par
        self.size = size
        self.tee = tee
        self.cup = cup
        self.boundary = boundary
        self.walls = walls
        self.surfaces = surfaces
        self.windmills = windmills
        self.sliders = sliders
    }

    private enum CodingKeys: String, CodingKey {
        case name, par, size, tee, cup, boundary, walls, surfaces, windmills, sliders
    }

    /// Decodes a course; `walls`, `surfaces`, `windmills` and `sliders` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        par = try container.decode(Int.self, forKey: .par)
        size = try container.decode(Size.self, forKey: .size)
        tee = try container.decode(Point.self, forKey: .tee)
        cup = try container.decode(Point.self, forKey: .cup)
        boundary = try container.decode([Point].self, forKey: .boundary)
        walls = try container.decodeIfPresent([Wall].self, forKey: .walls) ?? []
        surfaces = try container.decodeIfPresent([Surface].self, forKey: .surfaces) ?? []
        windmills = try container.decodeIfPresent([Windmill].self, forKey: .windmills) ?? []
        sliders = try container.decodeIfPresent([Slider].self, forKey: .sliders) ?? []
    }
}
