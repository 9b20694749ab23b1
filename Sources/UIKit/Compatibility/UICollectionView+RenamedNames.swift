// Swift 4 spellings that Apple's SDK still declares, unavailable and renamed: code written
// with them stops with "'UICollectionViewScrollPosition' has been renamed to ..." and a fix-it, as it does with Xcode.

@available(*, unavailable, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

@available(*, unavailable, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

@available(*, unavailable, renamed: "UICollectionView.ReorderingCadence")
public typealias UICollectionViewReorderingCadence = UICollectionView.ReorderingCadence

@available(*, unavailable, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = UICollectionView.ElementCategory

@available(*, unavailable, renamed: "UICollectionViewUpdateItem.Action")
public typealias UICollectionUpdateAction = UICollectionViewUpdateItem.Action

@available(*, unavailable, renamed: "UICollectionView.elementKindSectionHeader")
@MainActor public var UICollectionElementKindSectionHeader: String { UICollectionView.elementKindSectionHeader }

@available(*, unavailable, renamed: "UICollectionView.elementKindSectionFooter")
@MainActor public var UICollectionElementKindSectionFooter: String { UICollectionView.elementKindSectionFooter }

@available(*, unavailable, renamed: "UICollectionViewFlowLayout.automaticSize")
@MainActor public var UICollectionViewFlowLayoutAutomaticSize: CGSize { UICollectionViewFlowLayout.automaticSize }
