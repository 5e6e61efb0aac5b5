/// Which way a tree drawing grows.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Chosen from the tree's shape: ``topToBottom`` while the tree fits a wide screen,
    /// otherwise whichever direction gives the drawing the more screen-like shape. RIB
    /// trees are wide and shallow, so big ones usually read best left to right.
    case automatic = "auto"
    /// Roots at the top, children below their parents.
    case topToBottom = "tb"
    /// Roots at the left, children to the right of their parents.
    case leftToRight = "lr"

    /// The direction for a tree `levels` deep with `leaves` leaves; ``automatic`` resolves
    /// to one of the others, which stay as they are.
    package func resolved(levels: Int, leaves: Int) -> LayoutDirection {
        guard self == .automatic else { return self }
        let levels = Double(max(levels, 1)), leaves = Double(max(leaves, 1))
        let topToBottom = (width: leaves * Self.boxWidth, height: levels * Self.rankHeight)
        if topToBottom.width <= Self.screenWidth { return .topToBottom }
        let leftToRight = (width: levels * Self.rankWidth, height: leaves * Self.boxHeight)
        func distanceFromScreen(_ size: (width: Double, height: Double)) -> Double {
            abs(log(size.width / size.height / Self.screenAspect))
        }
        return distanceFromScreen(leftToRight) < distanceFromScreen(topToBottom) ? .leftToRight : .topToBottom
    }

    // Typical sizes in points of a RIB box with its spacing, measured on ribviz's drawings.
    private static let boxWidth = 130.0, boxHeight = 46.0, rankHeight = 80.0, rankWidth = 190.0
    private static let screenWidth = 1_600.0, screenAspect = 1.6
}

import Foundation
