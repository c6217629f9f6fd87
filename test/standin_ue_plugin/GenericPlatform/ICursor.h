// Stand-in for Unreal 5.8's GenericPlatform/ICursor.h (ApplicationCore): the mouse cursor types,
// a namespace's Type over int (CoreUObject's NoExportTypes.h mirrors them for reflection).
// Declarations only.
#pragma once

namespace EMouseCursor
{
	enum Type : int
	{
		None,
		Default,
		TextEditBeam,
		ResizeLeftRight,
		ResizeUpDown,
		ResizeSouthEast,
		ResizeSouthWest,
		CardinalCross,
		Crosshairs,
		Hand,
		GrabHand,
		GrabHandClosed,
		SlashedCircle,
		EyeDropper,
		Custom,
		TotalCursorCount
	};
}
