/// The playtests every game can run by name; the same text ships as
/// `assets/playtests/<name>.json` (a test checks the two agree).
public enum BuiltInScripts {
    /// Through every posture, so each kind of change happens at least once, 60 frames apart,
    /// with the inner camera turned on and off on the way.
    ///
    /// Flat keeps the orientation of the posture before it, so the cycle goes
    /// tabletop → flat → tabletop (zero layout shift expected for a pre-reserving HUD), then
    /// book (the display turns), → flat → book (zero shift again), → closed (the outer
    /// display) → tabletop → flat. The inner camera is in use from frame 30 to 150 (tabletop,
    /// flat, tabletop) and from 210 to 270 (book, flat): a pre-reserving HUD and a playfield
    /// placed by `HUD.clearArea` keep clear of it before it turns on, so it moves nothing and
    /// nothing ends up under it.
    public static let foldCycle = """
    {
      "posture": "tabletop",
      "frames": 540,
      "steps": [
        {"at": 30, "camera": true},
        {"at": 60, "posture": "flat"},
        {"at": 120, "posture": "tabletop"},
        {"at": 150, "camera": false},
        {"at": 180, "posture": "book"},
        {"at": 210, "camera": true},
        {"at": 240, "posture": "flat"},
        {"at": 270, "camera": false},
        {"at": 300, "posture": "book"},
        {"at": 360, "posture": "closed"},
        {"at": 420, "posture": "tabletop"},
        {"at": 480, "posture": "flat"}
      ]
    }

    """

    /// The hinge from open to shut and back in 10° steps every 10 frames, starting from a
    /// turned (tabletop-oriented) display, so the hysteresis thresholds are crossed both ways.
    public static let hingeSweep: String = {
        var steps = ["    {\"at\": 30, \"hinge\": 180}"]
        var frame = 40
        for angle in stride(from: 170, through: 0, by: -10) {
            steps.append("    {\"at\": \(frame), \"hinge\": \(angle)}")
            frame += 10
        }
        for angle in stride(from: 10, through: 180, by: 10) {
            steps.append("    {\"at\": \(frame), \"hinge\": \(angle)}")
            frame += 10
        }
        return "{\n  \"posture\": \"tabletop\",\n  \"frames\": \(frame + 50),\n  \"steps\": [\n"
            + steps.joined(separator: ",\n") + "\n  ]\n}\n"
    }()

    /// Built-in scripts by name.
    public static let byName: [String: String] = ["fold-cycle": foldCycle, "hinge-sweep": hingeSweep]

    /// The built-in names, sorted.
    public static var names: [String] { byName.keys.sorted() }
}
