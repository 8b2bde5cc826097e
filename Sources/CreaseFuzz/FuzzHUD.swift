import Crease
import CreaseHUD
import Foundation

/// Fuzz bytes decoded into a HUD and the view it is laid out in: a device profile, posture,
/// layout direction, inner camera and policy, then a tree of elements of every widget and
/// container kind, nested up to four deep, each with a placement (pane, anchor, offset,
/// insets, size), a role, a text fit and flags, and text of every script.
struct FuzzHUD {
    /// Most elements in a tree, children included, and how deep containers nest.
    static let elementLimit = 48
    static let depthLimit = 4

    /// The device profiles the HUD is laid out on: the bundled duo, flip and dual.
    static let profiles: [DeviceProfile] = {
        let catalog = DeviceCatalog()
        return ["duo", "flip", "dual"].map { (try? catalog.profile(named: $0)) ?? .duo }
    }()

    /// The device, held in the decoded posture, direction and camera state.
    var device: Device
    /// Pre-reserving or adaptive.
    var policy: LayoutPolicy
    /// The top-level elements.
    var elements: [HUDElement]

    /// Decodes the bytes.
    init(_ data: Data) {
        var bytes = FuzzBytes(data)
        device = Device(profile: bytes.pick(Self.profiles))
        device.posture = bytes.pick(Posture.allCases)
        device.layoutDirection = bytes.pick(LayoutDirection.allCases)
        device.innerCameraInUse = bytes.bool()
        policy = bytes.pick(LayoutPolicy.allCases)
        var count = 0
        elements = []
        while !bytes.isAtEnd, count < Self.elementLimit {
            elements.append(Self.element(&bytes, depth: 0, count: &count))
        }
    }

    /// The view the HUD is laid out in.
    var proxy: GeometryProxy { GeometryProxy(device: device, layoutDirection: device.layoutDirection) }

    /// One element (and, for a container, its children), its id `e<n>` in the order made.
    static func element(_ bytes: inout FuzzBytes, depth: Int, count: inout Int) -> HUDElement {
        count += 1
        let id = "e\(count)"
        func children() -> [HUDElement] {
            guard depth < depthLimit else { return [] }
            return (0..<bytes.index(5)).compactMap { _ in count < elementLimit ? element(&bytes, depth: depth + 1, count: &count) : nil }
        }
        func child() -> HUDElement {
            depth < depthLimit && count < elementLimit ? element(&bytes, depth: depth + 1, count: &count) : .label("\(id)-leaf", "W")
        }
        var made: HUDElement
        switch bytes.index(18) {
        case 0: made = .label(id, bytes.text(), font: bytes.bool() ? font(&bytes) : nil, fit: fit(&bytes))
        case 1: made = .button(id, bytes.text(), image: bytes.bool() ? "images/missing.png" : nil, fit: fit(&bytes))
        case 2: made = .holdButton(id, bytes.text())
        case 3: made = .toggle(id, bytes.text(), isOn: bytes.bool())
        case 4:
            let one = bytes.coordinate(), other = bytes.coordinate()
            let (low, high) = (one.isNaN ? 0 : one, other.isNaN ? 0 : other)
            made = .slider(id, value: bytes.coordinate(), in: min(low, high)...max(low, high), step: bytes.bool() ? bytes.length() : nil)
        case 5: made = .stick(id, deadZone: bytes.fraction())
        case 6: made = .dragPad(id, fullPowerDistance: bytes.length())
        case 7: made = .meter(id, value: bytes.fraction(), title: bytes.bool() ? bytes.text() : nil)
        case 8: made = .counter(id, bytes.text(), value: Int(Int8(bitPattern: bytes.byte())) * (bytes.bool() ? 1 : 1_000_000_007))
        case 9: made = .icon(id, bytes.pick(["images/missing.png", "", "/nonexistent.png"]))
        case 10: made = .viewport(id, background: bytes.bool() ? Color(red: 20, green: 40, blue: 60) : nil)
        case 11: made = .row(id, spacing: bytes.length(), children())
        case 12: made = .column(id, spacing: bytes.length(), children())
        case 13: made = .grid(id, grid(&bytes), children())
        case 14: made = .arrangement(id, spacing: bytes.length(), child(), child())
        case 15: made = .group(id, children())
        case 16: made = .panel(id, padding: insets(&bytes), child())
        default: made = HUDElement(id, .empty, size: .fixed(width: bytes.length(), height: bytes.length()))
        }
        return placed(made, &bytes)
    }

    /// The element with the placement, role, flags and fit the bytes give; a zero byte
    /// leaves it as the factory made it.
    static func placed(_ element: HUDElement, _ bytes: inout FuzzBytes) -> HUDElement {
        var element = element
        let changes = bytes.byte()
        if changes & 1 != 0 {
            let anchor = bytes.bool() ? bytes.pick(Anchor.presets) : Anchor(x: bytes.fraction(), y: bytes.fraction())
            element = element.anchored(anchor, offset: bytes.bool() ? Point(x: bytes.coordinate(), y: bytes.coordinate()) : .zero)
        }
        if changes & 2 != 0 { element = element.in(bytes.pick(Pane.allCases)) }
        if changes & 4 != 0 { element = element.sized(size(&bytes)) }
        if changes & 8 != 0 { element = element.inset(insets(&bytes)) }
        if changes & 16 != 0 { element = element.role(bytes.pick(Role.allCases)) }
        if changes & 32 != 0 { element = element.fitting(fit(&bytes)) }
        if changes & 64 != 0 {
            let flags = bytes.byte()
            element = element.enabled(flags & 1 == 0).hidden(flags & 2 != 0).overlay(flags & 4 != 0).turned(flags & 8 != 0)
        }
        return element
    }

    static func size(_ bytes: inout FuzzBytes) -> ElementSize {
        switch bytes.index(5) {
        case 0: .fixed(width: bytes.length(), height: bytes.length())
        case 1: .content
        case 2: .fill
        case 3: .fillWidth(height: bytes.length())
        default: .fillHeight(width: bytes.length())
        }
    }

    static func insets(_ bytes: inout FuzzBytes) -> EdgeInsets {
        EdgeInsets(top: bytes.length(), leading: bytes.length(), bottom: bytes.length(), trailing: bytes.length())
    }

    /// A fit: one line shrunk a little, truncated, shrunk to a scale, or wrapped.
    static func fit(_ bytes: inout FuzzBytes) -> TextFit {
        switch bytes.index(4) {
        case 0: .standard
        case 1: .truncate
        case 2: .shrink(to: bytes.fraction())
        default: .wrap(lines: Int(bytes.byte() % 8))
        }
    }

    static func font(_ bytes: inout FuzzBytes) -> Font {
        Font(size: bytes.index(3) == 0 ? bytes.length() : bytes.pick([13.0, 17, 24, 34, 0.5, 120]), weight: bytes.bool() ? .bold : .regular)
    }

    static func grid(_ bytes: inout FuzzBytes) -> Grid {
        let columns: Grid.Columns
        switch bytes.index(3) {
        case 0: columns = .fixed(Int(Int8(bitPattern: bytes.byte())))
        case 1: columns = .preferred(Int(Int8(bitPattern: bytes.byte())))
        default: columns = .adaptive(minimumWidth: bytes.length())
        }
        return Grid(columns: columns, spacing: bytes.length(), cellHeight: bytes.bool() ? bytes.length() : nil)
    }
}
