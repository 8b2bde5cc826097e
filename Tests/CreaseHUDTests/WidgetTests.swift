import Crease
import CreaseHUD
import Testing

@Suite struct WidgetTests {
    static let every: [Widget] = [
        .label(Label("Hi")), .button(Button("Go")), .holdButton(HoldButton("Hold")), .toggle(Toggle("On", isOn: true)),
        .slider(Slider(value: 0.3)), .stick(VirtualStick()), .dragPad(DragPad()), .meter(Meter(value: 0.5, title: "HP")),
        .counter(Counter("Score", value: 3)), .icon(Icon("images/heart.png")), .viewport(Viewport(background: .black)),
    ]

    @Test(arguments: every)
    func everyWidgetDrawsSomething(_ widget: Widget) {
        var list = DrawList()
        widget.draw(in: Rect(x: 10, y: 10, width: 120, height: 60), state: WidgetState(), theme: .standard, into: &list)
        #expect(!list.commands.isEmpty, "\(widget) should draw itself into the list.")
    }

    @Test(arguments: every.filter(\.isInteractive))
    func controlsAreAtLeast44Points(_ widget: Widget) {
        let size = widget.contentSize(measurer: MonospaceTextMeasurer(), theme: .standard)
        #expect(size.width >= 44 && size.height >= 44, "\(widget) should measure at least 44 × 44 pt, got \(size).")
    }

    @Test func sizesStayInPointsWhenTheDisplayResizes() throws {
        let hud = HUD(elements: [.button("go", "Go").anchored(.bottomTrailing)])
        let small = hud.layout(in: GeometryProxy(device: Fixtures.device("duo", .closed)))
        let large = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        #expect(try #require(small["go"]).size == (try #require(large["go"])).size, "A button keeps its size in points on any display.")
    }

    @Test func themeTextHasAShadowForLightPlayfields() {
        var list = DrawList()
        Label("Score").draw(in: Rect(x: 0, y: 0, width: 100, height: 30), state: WidgetState(), theme: .standard, into: &list)
        let colors = list.commands.compactMap { command -> Color? in
            if case .text(_, _, _, let color, _, _) = command { return color }
            return nil
        }
        #expect(colors == [Theme.standard.textShadow, Theme.standard.text], "Status text draws a dark shadow under light text.")
    }

    @Test func dragPadAimsOppositeTheDrag() {
        let aim = DragPad(fullPowerDistance: 100).aim(from: Point(x: 0, y: 0), to: Point(x: -300, y: 0))
        #expect(aim == Aim(direction: Point(x: 1, y: 0), power: 1), "Dragging left aims right; power caps at 1, got \(aim).")
    }

    @Test func viewportHandsTheGameAProxy() throws {
        var hud = HUD(elements: [.viewport("caddie").in(.raised)])
        let device = Fixtures.device("duo", .tabletop)
        hud.update(in: Fixtures.proxy(device))
        let proxy = try #require(hud.viewportProxy("caddie"))
        #expect(proxy.frame == Rect(x: 12, y: 12, width: 696, height: 435.5), "The viewport fills the raised half less its insets.")
        #expect(proxy.reservedRegions(kind: .division).isEmpty, "The fold lies outside the caddie camera's view.")
    }
}
