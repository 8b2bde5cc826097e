extension DeviceProfile {
    /// The emulated iPhone Duo, identical to `assets/devices/duo.json`.
    ///
    /// From the articles: the inner display is 951 pt wide flat in landscape with the book
    /// fold through its middle; the outer display is 466 pt wide with two always-active
    /// occlusions, 37 × 37 at (399, 29) and 84 × 170 at (382, 0). The rest is ours: a 720 pt
    /// tall inner display, a 32 pt fold frame (16 pt of crease, 8 pt margins either side), an
    /// under-display selfie camera at the top-right, and a 1010 pt tall outer display.
    public static let duo = DeviceProfile(
        name: "duo",
        displayName: "iPhone Duo (emulated)",
        inner: DisplaySpec(
            size: Size(width: 951, height: 720),
            regions: [
                RegionSpec(id: "fold", kind: .division,
                           frame: Rect(x: 459.5, y: 0, width: 32, height: 720),
                           margins: EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8),
                           active: .whileFolded),
                RegionSpec(id: "innerCamera", kind: .occlusion,
                           frame: Rect(x: 897, y: 6, width: 40, height: 40),
                           margins: EdgeInsets(all: 8),
                           active: .whileCameraInUse),
            ]),
        outer: DisplaySpec(
            size: Size(width: 466, height: 1010),
            regions: [
                RegionSpec(id: "outerCamera", kind: .occlusion,
                           frame: Rect(x: 399, y: 29, width: 37, height: 37),
                           margins: EdgeInsets(all: 6),
                           active: .always),
                RegionSpec(id: "outerStatusArea", kind: .occlusion,
                           frame: Rect(x: 382, y: 0, width: 84, height: 170),
                           margins: EdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 0),
                           active: .always),
            ]),
        hinge: .standard)
}
