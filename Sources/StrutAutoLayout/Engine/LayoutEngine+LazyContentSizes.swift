import Foundation
import StrutSolver

// Content sizes held as data (issue 12): a fitting engine makes the hugging and
// compression-resistance rows of the items joining its solve without their
// `NSContentSizeLayoutConstraint`s, which are made, with the same fields and rows, only when
// something needs them (a changed value or priority, a listing of the rows, a conflict, the
// item leaving). A cell measured and laid out as an island never needs them.

extension LayoutEngine {
    /// One axis of a participating view's intrinsic size held as data: the value and the
    /// hugging and compression-resistance rows, whose `NSContentSizeLayoutConstraint`s are made
    /// only when something needs them (a change, a listing, a removal).
    struct LazyContentAxis {
        var value: CGFloat
        /// The rows; `nil` while a fitting engine's first batch holds them as data
        /// (``firstBatchDrafts``: bound to rows by ``bindFirstBatchRows()``).
        var hugging: Row?
        var compressionResistance: Row?
        /// The priorities the rows were made with (those of their drafts before they are made).
        let huggingPriority: Priority
        let compressionResistancePriority: Priority
        /// The rows' drafts (their places in ``draftedRows``, then in
        /// ``FirstBatchDrafts/drafts``) while a first batch holds them as data; -1 otherwise.
        var huggingDraft = -1
        var compressionResistanceDraft = -1
        /// The view's identity (the constraints' side names it).
        let itemID: ObjectIdentifier
    }

    /// A participant's axes held as data (``LazyContentAxis``).
    struct LazyContentSizes {
        var horizontal: LazyContentAxis?
        var vertical: LazyContentAxis?

        subscript(axis: LayoutConstraintAxis) -> LazyContentAxis? {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }

        var isEmpty: Bool { horizontal == nil && vertical == nil }
    }

    /// Makes an axis's content-size rows without their constraints (a fitting engine taking
    /// items into the solve, see ``takesLazyContentSizes``): the rows join the round being
    /// taken at the place the constraints would have had in the queue.
    func addLazyContentSize(_ p: Participant, of view: View, axis: LayoutConstraintAxis, value: CGFloat) {
        let hostID = ObjectIdentifier(view)
        let huggingPriority = view.contentHuggingPriority(for: axis)
        let compressionResistancePriority = view.contentCompressionResistancePriority(for: axis)
        var hugging: Row?
        var compressionResistance: Row?
        var draft = -1
        if draftsRows {
            // A first batch drafted: the rows as data, made when the batch is bound.
            let constant = 0 - Double(value)
            let position = pendingOrder.count
            let index = draftedRows.count
            // One pooled term for both rows.
            poolSizeTerm(of: p.node, axis)
            let terms = pooledTerms
            draftedRows.append(
                RowDraft(
                    contentSizeOf: p, axis: axis, isHugging: true, terms: terms, constant: constant, relation: .lessThanOrEqual,
                    priority: huggingPriority, hostID: hostID))
            draftedRows.append(
                RowDraft(
                    contentSizeOf: p, axis: axis, isHugging: false, terms: terms, constant: constant,
                    relation: .greaterThanOrEqual, priority: compressionResistancePriority, hostID: hostID))
            pendingLazyDrafts.append((position, index))
            pendingLazyDrafts.append((position, index + 1))
            draft = index
        } else {
            // The node's shared terms, read once for both rows.
            let terms = p.node.sizeTerms(axis)
            let huggingRow = Row(
                contentSizeTerms: terms, relation: .lessThanOrEqual, value: value, priority: huggingPriority, hostID: hostID)
            let compressionResistanceRow = Row(
                contentSizeTerms: terms, relation: .greaterThanOrEqual, value: value, priority: compressionResistancePriority,
                hostID: hostID)
            Self.appendPair(huggingRow, compressionResistanceRow, at: pendingOrder.count, to: &pendingLazyRows)
            hugging = huggingRow
            compressionResistance = compressionResistanceRow
        }
        if p.lazyContentSize.isEmpty {
            // Entries whose axes got their constraints since are dropped now and then (the
            // list is read only to find axes still held as data).
            if lazyContentParticipants.count >= 2 * participants.count + 16 {
                lazyContentParticipants.removeAll { $0.lazyContentSize.isEmpty }
            }
            lazyContentParticipants.append(p)
        }
        p.lazyContentSize[axis] = LazyContentAxis(
            value: value, hugging: hugging, compressionResistance: compressionResistance, huggingPriority: huggingPriority,
            compressionResistancePriority: compressionResistancePriority, huggingDraft: draft,
            compressionResistanceDraft: draft < 0 ? -1 : draft + 1, itemID: hostID)
    }

    /// Appends both rows of an axis at `position` (one access to the list for the two).
    private static func appendPair(_ a: Row, _ b: Row, at position: Int, to list: inout [(position: Int, row: Row)]) {
        list.append((position, a))
        list.append((position, b))
    }

    /// Gives an axis held as data its two `NSContentSizeLayoutConstraint`s, as
    /// ``ContentSizeConstraints/make(for:axis:value:)`` would have made them (the rows'
    /// priorities, the value), and makes them its rows' constraints; `registering` (rows in
    /// the solver) lists the rows by them. The axis is then an ordinary one.
    func materializeContentSize(of p: Participant, axis: LayoutConstraintAxis, registering: Bool = true) {
        guard let held = p.lazyContentSize[axis] else { return }
        // Rows held as data are made first (the axis then has its rows): the axis's own when
        // their places are known, else the whole batch's.
        if firstBatchDrafts != nil {
            if held.hugging == nil, held.huggingDraft >= 0, held.compressionResistanceDraft >= 0 {
                makeHeldContentSizeRows(drafts: (held.huggingDraft, held.compressionResistanceDraft))
            } else {
                bindFirstBatchRows()
            }
        }
        guard let lazy = p.lazyContentSize[axis], let huggingRow = lazy.hugging,
            let compressionResistanceRow = lazy.compressionResistance
        else {
            preconditionFailure("a content-size axis held as data has no rows outside a first batch being drafted")
        }
        p.lazyContentSize[axis] = nil
        let node = p.node
        let side = AnchorSide(node: node, itemID: lazy.itemID, attribute: axis == .horizontal ? .width : .height)
        let hugging = LayoutConstraint(
            contentSizeOf: node, side: side, axis: axis, relation: .lessThanOrEqual, constant: lazy.value,
            priority: huggingRow.currentPriority)
        let compressionResistance = LayoutConstraint(
            contentSizeOf: node, side: side, axis: axis, relation: .greaterThanOrEqual, constant: lazy.value,
            priority: compressionResistanceRow.currentPriority)
        huggingRow.constraint = hugging
        compressionResistanceRow.constraint = compressionResistance
        p.contentSize[axis] = ContentSizeConstraints.Pair(hugging: hugging, compressionResistance: compressionResistance)
        if !isFitting {
            hugging.engine = self
            compressionResistance.engine = self
        }
        if registering {
            // (Listed without making a first batch held as data: a later listing of its rows
            // lists these again, the same.)
            storedRows[ObjectKey(hugging)] = huggingRow
            storedRows[ObjectKey(compressionResistance)] = compressionResistanceRow
        }
    }

    /// ``materializeContentSize(of:axis:registering:)`` for both axes of a participant.
    func materializeContentSizes(of p: Participant) {
        guard !p.lazyContentSize.isEmpty else { return }
        materializeContentSize(of: p, axis: .horizontal)
        materializeContentSize(of: p, axis: .vertical)
    }

    /// Gives every axis held as data its constraints (before the rows are listed: diagnostics,
    /// conflicts, a kept engine's update), in the order the participants got them. (The list
    /// may name participants whose axes already have them: nothing is done for those.)
    func materializeLazyContentSizes() {
        guard !lazyContentParticipants.isEmpty else { return }
        let list = lazyContentParticipants
        for p in list { materializeContentSizes(of: p) }
        lazyContentParticipants.removeAll()
    }
}
