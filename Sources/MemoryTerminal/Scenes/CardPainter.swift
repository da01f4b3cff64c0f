import MemoryEngine

/// What one card looks like, independent of how it got there.
struct CardLook {
    /// `slot`: a found card's place (a dotted box); `empty`: the place of a card taken off the
    /// board, drawn blank (a hole in the board) but for the cursor's dotted box when it is there.
    enum Side { case back, face, slot, empty }
    var side: Side
    var label: String
    var back: String
    /// Symbol art for the face, rows of cells exactly the card's inner size, if the face has one.
    var image: [[Cell]]?
    /// The face as a pixel image (sixel or kitty), at most the card's inner size less a column on
    /// each side (where the cursor marks go); drawn instead of the symbol art.
    var pixels: PixelImage?
    /// Which card this is (names its pixel image on the terminal).
    var slot = 0
    var isCursor = false
    var isMismatch = false
    /// A script is revealing the card to one player alone: its border is the mark's colour, face
    /// up when that player is a person at the screen, face down when the computer looks.
    var isPrivateLook = false
    /// 0...1 while a matched card fades; nil otherwise.
    var fade: Double?
    /// The face's first tag (`wild`, `bomb`…), marked on the face-up card's top border.
    var tag: String?
    /// The deck's shorter form of ``tag`` (`$8k` for `$8000`), for a border too narrow for it.
    var shortTag: String?
    /// Fraction of the bonus time left (face-up cards when the rules have bonus time).
    var bonusLeft: Double?
    /// The mark of a frozen card ("❄", with the turns left before it thaws when it will), on
    /// the right of its top border; nil when it is not frozen.
    var frost: String?
    /// A script's mark (`game:mark`), at the left of the top border, face down or up.
    var mark: String?
    var widthFactor = 1.0
}

/// Draws cards as bordered boxes.
///
/// Back: rounded border, the back symbol in the middle. Face: heavy border, the label (or image,
/// with the label under it on a card tall enough) in the middle. Matched: a fading face with a
/// dotted border, then an empty dotted slot. Under the cursor: a double border with ▸ ◂ marks
/// (beside a picture card, in the gaps, so they cover none of the picture). A mismatch on show: ✗ in the top border; a tagged face: its
/// first tag at the right of the top border. A frozen card: ❄ and the turns it stays frozen at the
/// right of the top border (instead of a tag), and an icy border on its back. A card revealed to
/// one player alone: a heavy border in the mark's colour, on its face or its back. A script's mark: at
/// the left of the top border, past the ✗ (see ``topBorderMarks(_:_:_:_:)``). A card taken off the
/// board: nothing (a hole in the board), or a dotted box under the cursor. The bonus bar (█ used, ░ left) sits in the bottom border.
enum CardPainter {
    /// The rows of a card `height` rows tall that its symbol-art picture takes: the inside, less
    /// a row for the label under the picture when there are at least five rows inside.
    static func pictureRows(cardHeight height: Int) -> Int {
        height - 2 - (height - 2 >= 5 ? 1 : 0)
    }

    static func draw(_ look: CardLook, in frame: Rect, on canvas: inout Canvas) {
        let w = max(1, Int((Double(frame.width) * look.widthFactor).rounded()))
        let x = frame.x + (frame.width - w) / 2
        let r = Rect(x: x, y: frame.y, width: w, height: frame.height)
        let midY = r.y + r.height / 2
        switch look.side {
        case .slot:
            canvas.box(x: r.x, y: r.y, width: r.width, height: r.height, style: .dotted, cell: look.isCursor ? Theme.cursor : Theme.slot)
            if look.isCursor { marks(r, midY, &canvas) }
            return
        case .empty:
            guard look.isCursor else { return }
            canvas.box(x: r.x, y: r.y, width: r.width, height: r.height, style: .dotted, cell: Theme.cursor)
            marks(r, midY, &canvas)
            return
        case .back:
            canvas.fill(x: r.x, y: r.y, width: r.width, height: r.height)
            canvas.box(x: r.x, y: r.y, width: r.width, height: r.height, style: look.isCursor ? .double : look.isPrivateLook ? .heavy : .rounded,
                       cell: look.isCursor ? Theme.cursor : look.isPrivateLook ? Theme.mark : look.frost != nil ? Theme.frozen : Theme.back)
            if r.width > 2 { canvas.centered(look.back, x: r.x + 1, y: midY, width: r.width - 2, style: Theme.backSymbol) }
            topBorderMarks(look, r, frame, &canvas)
        case .face:
            let fading = look.fade != nil
            canvas.fill(x: r.x, y: r.y, width: r.width, height: r.height)
            let border: BoxStyle = look.isCursor ? .double : fading ? .dotted : .heavy
            let style = look.isCursor ? Theme.cursor : look.isMismatch ? Theme.mismatch : look.isPrivateLook ? Theme.mark
                : fading ? Theme.matched : Theme.face
            canvas.box(x: r.x, y: r.y, width: r.width, height: r.height, style: border, cell: style)
            var labelStyle = fading ? Theme.matched : Theme.label
            if let fade = look.fade, fade > 0.5 { labelStyle.dim = true }
            if look.pixels != nil, r.width == frame.width, look.fade == nil {
                // The label goes under the picture: seen if an overlay takes the picture away.
                canvas.centered(look.label, x: r.x + 2, y: midY, width: r.width - 4, style: labelStyle)
            } else if let image = look.image, r.width == frame.width, look.fade == nil {
                for (row, cells) in image.enumerated() {
                    for (col, cell) in cells.enumerated() where !cell.isContinuation {
                        canvas.put(Character(cell.text.isEmpty ? " " : cell.text), x: r.x + 1 + col, y: r.y + 1 + row, style: cell.style)
                    }
                }
                if image.count < r.height - 2 {
                    canvas.centered(look.label, x: r.x + 1, y: r.y + r.height - 2, width: r.width - 2, style: labelStyle)
                }
            } else if r.width > 2 {
                canvas.centered(look.label, x: r.x + 1, y: midY, width: r.width - 2, style: labelStyle)
            }
            topBorderMarks(look, r, frame, &canvas)
            if let left = look.bonusLeft, r.width > 4, r.height > 1, r.width == frame.width {
                let inner = r.width - 2
                let filled = Int((Double(inner) * min(max(left, 0), 1)).rounded(.up))
                for i in 0..<inner {
                    canvas.put(i < filled ? "█" : "░", x: r.x + 1 + i, y: r.y + r.height - 1, style: Theme.bar)
                }
            }
        }
        let room = r.width - 2 >= max(TextWidth.of(look.label), TextWidth.of(look.back)) + 4
        if look.isCursor && look.side == .face && look.image != nil && r.width == frame.width {
            canvas.put("▸", x: r.x - 1, y: midY, style: Theme.cursor)
            canvas.put("◂", x: r.x + r.width, y: midY, style: Theme.cursor)
        } else if look.isCursor && room {
            marks(r, midY, &canvas)
        }
        if look.side == .face, let pixels = look.pixels, r.width == frame.width, look.fade == nil {
            // Centred in the inside of the card less the columns of the cursor marks.
            let x = r.x + 2 + (r.width - 4 - pixels.columns) / 2
            let y = r.y + 1 + (r.height - 2 - pixels.rows) / 2
            canvas.place(pixels, x: x, y: y, slot: look.slot)
        }
    }

    /// The marks in the top border of a whole card (not one turning): from the left a mismatch's
    /// ✗ and a script's mark (at most half the border's columns, not counting the ✗), from the right a frozen card's ❄ with the
    /// turns left or else, on a face, its tag (in what the border has left, see `tagForm`). On a
    /// narrow card each takes what those before it leave, in this order: ✗, ❄ (without its
    /// number when that leaves no column for the script's mark), the script's mark (cut short),
    /// the tag; so a card two columns wide inside still shows ❄ and ★.
    private static func topBorderMarks(_ look: CardLook, _ r: Rect, _ frame: Rect, _ canvas: inout Canvas) {
        guard r.width >= 3, r.width == frame.width else { return }
        // The border's free columns: left..<right.
        var left = r.x + 1, right = r.x + r.width - 1
        if look.side == .face && look.isMismatch {
            canvas.put("✗", x: left, y: r.y, style: Theme.mismatch)
            left += 1
        }
        if let frost = look.frost, right > left {
            let room = right - left - (look.mark == nil ? 0 : 1)
            let shown = TextWidth.of(frost) <= room ? frost : "❄"
            right -= TextWidth.of(shown)
            canvas.text(shown, x: right, y: r.y, style: Theme.frozen)
        }
        if let mark = look.mark, right > left {
            // Half the border's columns, past the ✗: so an 8-column card shows ✗ and armour's x2.
            let shown = TextWidth.truncate(mark, to: min(right - left, max(1, (r.width - 2) / 2)))
            left = canvas.text(shown, x: left, y: r.y, style: Theme.mark)
        }
        if look.side == .face, look.frost == nil, let tag = look.tag,
           // A column apart from a script's mark (text beside text); the ✗ alone may touch it.
           let shown = tagForm(tag, short: look.shortTag, columns: right - left - (look.mark != nil && left > r.x + 1 ? 1 : 0)) {
            canvas.text(shown, x: right - TextWidth.of(shown), y: r.y, style: Theme.mismatch)
        }
    }

    /// What a border with `columns` free shows of a tag: the whole tag, else the deck's short
    /// form, else the shorter of them cut with "…" when at least two of its characters stay
    /// (a lone letter and "…" says nothing); nil when nothing readable fits.
    private static func tagForm(_ tag: String, short: String?, columns: Int) -> String? {
        if TextWidth.of(tag) <= columns { return tag }
        if let short, TextWidth.of(short) <= columns { return short }
        let cut = TextWidth.truncate(short ?? tag, to: columns)
        return cut.count >= 3 ? cut : nil
    }

    /// ▸ ◂ inside the left and right borders of the cursor card.
    private static func marks(_ r: Rect, _ midY: Int, _ canvas: inout Canvas) {
        guard r.width >= 4 else { return }
        canvas.put("▸", x: r.x + 1, y: midY, style: Theme.cursor)
        canvas.put("◂", x: r.x + r.width - 2, y: midY, style: Theme.cursor)
    }
}
