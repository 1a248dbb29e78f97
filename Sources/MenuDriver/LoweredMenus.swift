import MenuSemantics

/// The menus of a file handed, as lowering makes each, to threads that read
/// them: one that indexes them, when asked, and any other a caller starts
/// (the build's JSON writer).
final class LoweredMenus {
    private let isIndexing: Bool
    private var indexing: BackgroundWork<ModelIndex>?

    init(indexing: Bool) {
        isIndexing = indexing
    }

    /// An observer that, before the first menu, starts the indexing thread
    /// and calls `start` with the menus for any other reader; hands each
    /// menu over; and closes the hand-off after the last. When lowering
    /// starts again, the index is waited for and dropped, and `abandon`
    /// called to drop what the other readers made.
    func observer(
        start: @escaping (_ appName: String?, _ platforms: [Platform], _ menus: MenuHandOff) -> Void = { _, _, _ in },
        abandon: @escaping () -> Void = {}
    ) -> LoweringObserver {
        var handOff: MenuHandOff?
        return LoweringObserver(
            willLowerMenus: { [self] appName, platforms in
                let menus = MenuHandOff()
                handOff = menus
                // Without a thread, `Checker.check` indexes the model itself.
                if isIndexing { indexing = Self.index(menus) }
                start(appName, platforms, menus)
            },
            didLowerMenu: { handOff?.handOver($0) },
            didLowerAllMenus: { handOff?.close() },
            abandon: { [self] in
                handOff?.close()
                _ = indexing?.wait()
                indexing = nil
                abandon()
            })
    }

    private static func index(_ menus: MenuHandOff) -> BackgroundWork<ModelIndex>? {
        BackgroundWork(onlyOnANewThread: {
            var index = ModelIndex.Incremental()
            var position = 0
            while let menu = menus.menu(at: position) {
                index.add(menu)
                position += 1
            }
            return index.finish()
        })
    }

    /// The index of the menus, once all have been handed over; nil when no
    /// thread made it.
    func index() -> ModelIndex? {
        defer { indexing = nil }
        return indexing?.wait()
    }
}
