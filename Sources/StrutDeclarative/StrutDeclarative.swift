// The StrutDeclarative module: LayoutKit's model of immutable layouts that are measured and
// arranged on any thread, with views made last. See ../shared/ARCHITECTURE.md.
//
// Folders:
// - Layout.swift, LayoutMeasurement.swift, LayoutArrangement.swift: the protocol and its results.
// - Flexibility.swift, Alignment.swift, ViewRecipe.swift: the vocabulary layouts share.
// - Layouts/: one file per layout (SizeLayout, InsetLayout, StackLayout, OverlayLayout, ...).
// - Math/: axis-relative geometry, so a stack is written once for both axes.
// - Caching/: the per-node measurement cache that keeps nesting linear.
// - Views/: makeViews, recycling, right-to-left mirroring, animation.
// - Batch/: many layouts (a feed) arranged concurrently.
// - Interop/: declarative layouts inside constraint-based views and the reverse.
