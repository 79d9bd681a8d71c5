import Foundation

extension CollectionViewCompositionalLayout {
    /// How far an orthogonally scrolling section is scrolled across the layout's scroll axis (0
    /// for other sections).
    public func orthogonalContentOffset(forSection section: Int) -> CGFloat {
        orthogonalOffsets[section] ?? 0
    }

    /// The length of an orthogonally scrolling section's row of groups, its leading and trailing
    /// insets included (0 for other sections).
    public func orthogonalContentLength(forSection section: Int) -> CGFloat {
        prepareIfNeeded()
        guard section >= 0, section < sections.count, sections[section].orthogonal else { return 0 }
        return sections[section].orthogonalContentLength
    }

    /// Scrolls an orthogonal section's groups: the offset is clamped to
    /// `0…max(0, row length − container length)`. A non-finite offset, or a section that does
    /// not scroll orthogonally, is ignored (the offset stays as it was).
    public func setOrthogonalContentOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite else { return }
        prepareIfNeeded()
        guard section >= 0, section < sections.count, sections[section].orthogonal else { return }
        orthogonalOffsets[section] = min(max(0, offset), maximumOrthogonalOffset(ofSection: section))
    }

    /// Where a scroll of an orthogonal section that would stop at `proposedOffset` comes to rest,
    /// by its ``CollectionLayoutSectionOrthogonalScrollingBehavior``: anywhere (continuous), at
    /// the nearest group's leading edge less the section's leading inset (group leading
    /// boundary, group paging), at the nearest multiple of the container's length (paging), or
    /// with the nearest group centred in the container (group paging centred); then clamped as
    /// ``setOrthogonalContentOffset(_:forSection:)`` clamps. Ties go to the smaller offset.
    public func targetOrthogonalContentOffset(forProposedOffset proposedOffset: CGFloat, inSection section: Int) -> CGFloat {
        prepareIfNeeded()
        guard proposedOffset.isFinite, section >= 0, section < sections.count, sections[section].orthogonal else { return 0 }
        let geometry = sections[section]
        let containerLength = axis.across(environment.effectiveContentSize)
        let (acrossLead, _, _, _) = axis.split(geometry.spec.contentInsets.absolute(in: .leftToRight))
        let candidates: [CGFloat]
        switch geometry.spec.orthogonalScrollingBehavior {
        case .none, .continuous:
            candidates = [proposedOffset]
        case .continuousGroupLeadingBoundary, .groupPaging:
            candidates = geometry.groups.map { axis.acrossRange($0.frame).0 - acrossLead }
        case .paging:
            let page = max(containerLength, 1)
            candidates = [(proposedOffset / page).rounded(.down) * page, (proposedOffset / page).rounded(.up) * page]
        case .groupPagingCentered:
            candidates = geometry.groups.map {
                let (lo, hi) = axis.acrossRange($0.frame)
                return (lo + hi) / 2 - containerLength / 2
            }
        }
        var best = proposedOffset
        var bestDistance = CGFloat.infinity
        for c in candidates where abs(c - proposedOffset) < bestDistance {
            best = c
            bestDistance = abs(c - proposedOffset)
        }
        return min(max(0, best), maximumOrthogonalOffset(ofSection: section))
    }

    func maximumOrthogonalOffset(ofSection section: Int) -> CGFloat {
        max(0, sections[section].orthogonalContentLength - axis.across(environment.effectiveContentSize))
    }

    func clampOrthogonalOffset(ofSection section: Int) {
        guard let offset = orthogonalOffsets[section] else { return }
        orthogonalOffsets[section] =
            sections[section].orthogonal ? min(max(0, offset), maximumOrthogonalOffset(ofSection: section)) : nil
    }
}
