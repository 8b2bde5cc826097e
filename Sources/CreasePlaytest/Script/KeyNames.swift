/// The key names SDL2 gives keys (`SDL_GetKeyName`), the names `key` steps and recorded
/// `input` steps use: "Space", "Return", "A", "Left", "Keypad 1"… Generated from SDL 2.26's
/// keymap with a US layout; a CreaseSDL test checks every name against SDL itself.
public enum KeyNames {
    /// Every name SDL gives a key on a US layout.
    public static let known: Set<String> = [
        "#", "'", ",", "-", ".", "/", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ";", "=", "A", "AC Back",
        "AC Bookmarks", "AC Forward", "AC Home", "AC Refresh", "AC Search", "AC Stop", "Again", "AltErase", "App1",
        "App2", "Application", "AudioFastForward", "AudioMute", "AudioNext", "AudioPlay", "AudioPrev", "AudioRewind",
        "AudioStop", "B", "Backspace", "BrightnessDown", "BrightnessUp", "C", "Calculator", "Call", "Cancel",
        "CapsLock", "Clear", "Clear / Again", "Computer", "Copy", "CrSel", "CurrencySubUnit", "CurrencyUnit", "Cut",
        "D", "DecimalSeparator", "Delete", "DisplaySwitch", "Down", "E", "Eject", "End", "EndCall", "Escape",
        "ExSel", "Execute", "F", "F1", "F10", "F11", "F12", "F13", "F14", "F15", "F16", "F17", "F18", "F19", "F2",
        "F20", "F21", "F22", "F23", "F24", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "Find", "G", "H", "Help",
        "Home", "I", "Insert", "J", "K", "KBDIllumDown", "KBDIllumToggle", "KBDIllumUp", "Keypad !", "Keypad #",
        "Keypad %", "Keypad &", "Keypad &&", "Keypad (", "Keypad )", "Keypad *", "Keypad +", "Keypad +/-",
        "Keypad ,", "Keypad -", "Keypad .", "Keypad /", "Keypad 0", "Keypad 00", "Keypad 000", "Keypad 1",
        "Keypad 2", "Keypad 3", "Keypad 4", "Keypad 5", "Keypad 6", "Keypad 7", "Keypad 8", "Keypad 9", "Keypad :",
        "Keypad <", "Keypad =", "Keypad = (AS400)", "Keypad >", "Keypad @", "Keypad A", "Keypad B",
        "Keypad Backspace", "Keypad Binary", "Keypad C", "Keypad Clear", "Keypad ClearEntry", "Keypad D",
        "Keypad Decimal", "Keypad E", "Keypad Enter", "Keypad F", "Keypad Hexadecimal", "Keypad MemAdd",
        "Keypad MemClear", "Keypad MemDivide", "Keypad MemMultiply", "Keypad MemRecall", "Keypad MemStore",
        "Keypad MemSubtract", "Keypad Octal", "Keypad Space", "Keypad Tab", "Keypad XOR", "Keypad ^", "Keypad {",
        "Keypad |", "Keypad ||", "Keypad }", "L", "Left", "Left Alt", "Left Ctrl", "Left GUI", "Left Shift", "M",
        "Mail", "MediaSelect", "Menu", "ModeSwitch", "Mute", "N", "Numlock", "O", "Oper", "Out", "P", "PageDown",
        "PageUp", "Paste", "Pause", "Power", "PrintScreen", "Prior", "Q", "R", "Return", "Right", "Right Alt",
        "Right Ctrl", "Right GUI", "Right Shift", "S", "ScrollLock", "Select", "Separator", "Sleep", "SoftLeft",
        "SoftRight", "Space", "Stop", "SysReq", "T", "Tab", "ThousandsSeparator", "U", "Undo", "Up", "V",
        "VolumeDown", "VolumeUp", "W", "WWW", "X", "Y", "Z", "[", "\\", "]", "`"
    ]

    /// Whether a key step can name this key: one SDL knows, or any single character (the
    /// name SDL gives a character key of another layout).
    public static func isValid(_ name: String) -> Bool {
        known.contains(name) || name.count == 1
    }
}
