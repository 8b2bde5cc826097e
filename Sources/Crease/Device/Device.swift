/// The emulated device's state: a profile, a posture and hinge angle, the camera, the language.
///
/// A value type: change a copy and hand it to whoever observes (see `DeviceMonitor`).
/// A new device starts flat, in its inner display's natural orientation, at 180°.
public struct Device: Sendable, Hashable {
    /// The device's shape.
    public let profile: DeviceProfile
    /// The app's layout direction (its language). Views inherit it unless they override it.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// True while the inner (selfie) camera is in use, which activates its occlusion.
    public var innerCameraInUse: Bool = false
    /// True when the inner display is turned a quarter counter-clockwise from its natural
    /// orientation (the Duo's natural orientation is landscape with a vertical fold, so
    /// tabletop turns it). Flat keeps whatever it was; closed remembers it for reopening.
    public private(set) var isTurned: Bool = false
    private var storedPosture: Posture = .flat
    private var storedHingeAngle: Double = 180

    /// Creates a device in the flat posture, natural orientation, hinge at 180°.
    public init(profile: DeviceProfile = .duo) {
        self.profile = profile
    }

    /// How the device is held. Setting it turns the inner display as the posture needs
    /// (tabletop: fold horizontal; book: fold vertical; flat: unchanged) and moves the
    /// hinge to the posture's typical angle (180°, the profile's half-open angle, or 0°).
    public var posture: Posture {
        get { storedPosture }
        set {
            storedPosture = newValue
            switch newValue {
            case .flat:
                storedHingeAngle = 180
            case .tabletop:
                isTurned = profile.foldIsVerticalWhenNatural
                storedHingeAngle = profile.hinge.halfOpenAngle
            case .book:
                isTurned = !profile.foldIsVerticalWhenNatural
                storedHingeAngle = profile.hinge.halfOpenAngle
            case .closed:
                storedHingeAngle = 0
            }
        }
    }

    /// The hinge angle in degrees, clamped to 0…180. Setting it derives the posture with the
    /// profile's hysteresis; a half-open angle becomes tabletop when the fold currently runs
    /// horizontally and book when it runs vertically. The orientation never changes here.
    public var hingeAngle: Double {
        get { storedHingeAngle }
        set {
            let angle = newValue.isFinite ? Swift.min(180, Swift.max(0, newValue)) : storedHingeAngle
            storedHingeAngle = angle
            switch profile.hinge.state(forAngle: angle, from: hingeState) {
            case .closed: storedPosture = .closed
            case .open: storedPosture = .flat
            case .halfOpen:
                if !storedPosture.isHalfOpen { storedPosture = foldRunsHorizontally ? .tabletop : .book }
            }
        }
    }

    /// Closed, half open or open, as the posture says.
    public var hingeState: HingeState {
        switch storedPosture {
        case .closed: .closed
        case .tabletop, .book: .halfOpen
        case .flat: .open
        }
    }

    /// True when the inner display's fold runs horizontally in the current orientation.
    public var foldRunsHorizontally: Bool { profile.foldIsVerticalWhenNatural == isTurned }

    /// This device half open without turning: tabletop when its fold runs horizontally now,
    /// book otherwise; itself when already half open; nil when closed. A pre-reserving layout
    /// plans for this twin, so that folding moves nothing (a flat fold's frame has zero
    /// thickness and cannot say how wide the seam will be).
    public var foldedInPlace: Device? {
        if storedPosture == .closed { return nil }
        if storedPosture.isHalfOpen { return self }
        var twin = self
        twin.posture = foldRunsHorizontally ? .tabletop : .book
        return twin
    }

    /// Lays the device flat in the orientation `halfOpen` (tabletop or book) has, as if it
    /// had been opened from it, so that folding back to `halfOpen` turns nothing. Any other
    /// posture lays it flat in the orientation it has.
    public mutating func layFlat(orientedFor halfOpen: Posture) {
        if halfOpen.isHalfOpen { posture = halfOpen }
        posture = .flat
    }

    /// True when the outer display is showing.
    public var showsOuterDisplay: Bool { storedPosture == .closed }

    /// The showing display's size in points, in its current orientation.
    public var displaySize: Size {
        if showsOuterDisplay { return profile.outer.size }
        return isTurned ? profile.inner.size.transposed : profile.inner.size
    }

    /// Every reserved region of the showing display, inactive ones included, in display
    /// coordinates (left to right, unmirrored). Queries go through `GeometryProxy`.
    public var displayRegions: [ReservedRegion] {
        let display = showsOuterDisplay ? profile.outer : profile.inner
        return display.regions.map { spec in
            let active = isActive(spec)
            var frame = spec.frame
            var margins = spec.margins
            if spec.kind == .division && !active {
                // A flat fold is the line it folds along: zero thickness across it, no margins.
                if frame.width > frame.height {
                    frame = Rect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
                } else {
                    frame = Rect(x: frame.midX, y: frame.minY, width: 0, height: frame.height)
                }
                margins = .zero
            }
            if isTurned && !showsOuterDisplay {
                frame = frame.turnedCounterClockwise(inContainerOf: display.size)
                margins = margins.turnedCounterClockwise
            }
            return ReservedRegion(id: spec.id, kind: spec.kind, frame: frame, margins: margins, isActive: active)
        }
    }

    private func isActive(_ spec: RegionSpec) -> Bool {
        switch spec.active {
        case .always: true
        case .whileFolded: storedPosture.isHalfOpen
        case .whileCameraInUse: innerCameraInUse
        }
    }
}

extension Device: CustomStringConvertible {
    /// "duo · tabletop · 100°".
    public var description: String {
        "\(profile.name) · \(posture) · \(hingeAngle.pointString)°"
    }
}
