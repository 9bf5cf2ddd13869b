/** The diocese's statements, in the words of its strategic plan. */
export const VISION = "An Empowered, Sustainable and Mission Oriented Diocese boldly proclaiming Christ.";
export const MISSION = "To equip God's people for wholesome transformation.";
export const CORE_VALUES_LINE =
  "Faith in God, Integrity, Unity, Professionalism, Transparency and Accountability.";
