import Crease

extension Course {
    /// The most corner points a course may have in all, so one file cannot stall the physics.
    static let maximumPoints = 2000

    /// Checks the rules every playable course keeps.
    ///
    /// - Throws: `CourseError` (without a path) naming the field and the rule it breaks.
    public func validate(tuning: PhysicsTuning = PhysicsTuning()) throws {
        func fail(_ problem: String) -> CourseError { CourseError(path: nil, problem: problem) }
        guard !name.isEmpty, name.count <= 64 else { throw fail("'name' must be 1 to 64 characters") }
        guard (2...6).contains(par) else { throw fail("'par' is \(par); it must be 2 to 6") }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= 10_000, size.height <= 10_000 else {
            throw fail("'size' is \(size); both sides must be positive numbers up to 10000")
        }
        let pointCount = boundary.count + walls.map(\.points.count).reduce(0, +) + surfaces.map(\.polygon.count).reduce(0, +)
        guard pointCount <= Self.maximumPoints else {
            throw fail("has \(pointCount) corner points; a course may have at most \(Self.maximumPoints)")
        }
        guard windmills.count + sliders.count <= 16 else { throw fail("has more than 16 windmills and sliders") }

        try checkPoints(boundary, field: "boundary", minimum: 3)
        for (index, wall) in walls.enumerated() {
            try checkPoints(wall.points, field: "walls[\(index)].points", minimum: wall.closed ? 3 : 2)
        }
        for (index, surface) in surfaces.enumerated() {
            try checkSurface(surface, field: "surfaces[\(index)]")
        }
        for (index, windmill) in windmills.enumerated() {
            try checkWindmill(windmill, field: "windmills[\(index)]")
        }
        for (index, slider) in sliders.enumerated() {
            try checkSlider(slider, field: "sliders[\(index)]")
        }
        try checkSpot(tee, field: "tee", tuning: tuning)
        try checkSpot(cup, field: "cup", tuning: tuning)
        guard tee.distance(to: cup) > tuning.cupRadius + tuning.ballRadius else {
            throw fail("'tee' \(tee) is on the cup \(cup); they must be apart")
        }
    }

    /// Every point finite and on the course, and enough of them.
    private func checkPoints(_ points: [Point], field: String, minimum: Int) throws {
        guard points.count >= minimum else {
            throw CourseError(path: nil, problem: "'\(field)' has \(points.count) points; it needs at least \(minimum)")
        }
        for (index, point) in points.enumerated() {
            try checkOnCourse(point, field: "\(field)[\(index)]")
        }
    }

    private func checkOnCourse(_ point: Point, field: String) throws {
        guard point.isFinite else { throw CourseError(path: nil, problem: "'\(field)' is not a finite number") }
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else {
            throw CourseError(path: nil, problem: "'\(field)' \(point) lies outside the course size \(size)")
        }
    }

    private func checkSurface(_ surface: Surface, field: String) throws {
        try checkPoints(surface.polygon, field: "\(field).polygon", minimum: 3)
        guard surface.kind == .slope else { return }
        guard let direction = surface.direction, direction.isFinite, direction.lengthSquared > 0 else {
            throw CourseError(path: nil, problem: "'\(field).direction' must be a non-zero vector for a slope")
        }
        guard let strength = surface.strength, strength.isFinite, strength > 0, strength <= 1000 else {
            throw CourseError(path: nil, problem: "'\(field).strength' must be a number above 0 and at most 1000 for a slope")
        }
    }

    private func checkWindmill(_ windmill: Windmill, field: String) throws {
        try checkOnCourse(windmill.center, field: "\(field).center")
        guard windmill.hubRadius.isFinite, windmill.hubRadius > 0 else {
            throw CourseError(path: nil, problem: "'\(field).hubRadius' must be a positive number")
        }
        guard windmill.bladeLength.isFinite, windmill.bladeLength > windmill.hubRadius, windmill.bladeLength <= 1000 else {
            throw CourseError(path: nil, problem: "'\(field).bladeLength' must be longer than the hub and at most 1000")
        }
        guard (1...8).contains(windmill.bladeCount) else {
            throw CourseError(path: nil, problem: "'\(field).bladeCount' is \(windmill.bladeCount); it must be 1 to 8")
        }
        guard windmill.period.isFinite, abs(windmill.period) >= 0.5, windmill.phase.isFinite else {
            throw CourseError(path: nil, problem: "'\(field).period' must be at least 0.5 seconds either way (and 'phase' finite)")
        }
    }

    private func checkSlider(_ slider: Slider, field: String) throws {
        try checkOnCourse(slider.from, field: "\(field).from")
        try checkOnCourse(slider.to, field: "\(field).to")
        guard slider.size.width.isFinite, slider.size.height.isFinite, slider.size.width > 0, slider.size.height > 0 else {
            throw CourseError(path: nil, problem: "'\(field).size' must be positive")
        }
        guard slider.period.isFinite, slider.period >= 0.5 else {
            throw CourseError(path: nil, problem: "'\(field).period' must be at least 0.5 seconds")
        }
    }

    /// The tee and cup: on the course, inside the fence, clear of walls, islands and water.
    private func checkSpot(_ point: Point, field: String, tuning: PhysicsTuning) throws {
        try checkOnCourse(point, field: field)
        guard Polygon.contains(boundary, point) else {
            throw CourseError(path: nil, problem: "'\(field)' \(point) lies outside the boundary walls")
        }
        for (index, wall) in walls.enumerated() where wall.closed && Polygon.contains(wall.points, point) {
            throw CourseError(path: nil, problem: "'\(field)' \(point) lies inside walls[\(index)]")
        }
        for (index, surface) in surfaces.enumerated() where surface.kind == .water && Polygon.contains(surface.polygon, point) {
            throw CourseError(path: nil, problem: "'\(field)' \(point) lies in the water of surfaces[\(index)]")
        }
        var edges = Polygon.edges(boundary, closed: true)
        for wall in walls { edges += Polygon.edges(wall.points, closed: wall.closed) }
        for windmill in windmills { edges += Polygon.edges(windmill.hubPolygon, closed: true) }
        for (a, b) in edges where Polygon.distance(from: point, toSegment: a, b) < tuning.ballRadius {
            throw CourseError(path: nil, problem: "'\(field)' \(point) is closer than the ball's radius to a wall")
        }
    }
}
