// Stand-in for Unreal 5.8's Engine/EngineTypes.h: the enums the engine headers' bound functions and
// properties use, with Unreal's forms (enum class, a namespace's Type, or a plain enum) and
// underlying types, and what the plugin uses. Declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

enum class EAttachmentRule : uint8
{
	KeepRelative,
	KeepWorld,
	SnapToTarget,
};

enum class EDetachmentRule : uint8
{
	KeepRelative,
	KeepWorld,
};

namespace EAttachLocation
{
	enum Type : int
	{
		KeepRelativeOffset,
		KeepWorldPosition,
		SnapToTarget,
		SnapToTargetIncludingScale,
	};
}

namespace EComponentMobility
{
	enum Type : int
	{
		Static,
		Stationary,
		Movable
	};
}

namespace EEndPlayReason
{
	enum Type : int
	{
		Destroyed,
		LevelTransition,
		EndPlayInEditor,
		RemovedFromWorld,
		Quit,
	};
}

namespace EAutoReceiveInput
{
	enum Type : int
	{
		Disabled,
		Player0,
		Player1,
		Player2,
		Player3,
		Player4,
		Player5,
		Player6,
		Player7,
	};
}

enum class EAutoPossessAI : uint8
{
	Disabled,
	PlacedInWorld,
	Spawned,
	PlacedInWorldOrSpawned,
};

enum class ESpawnActorCollisionHandlingMethod : uint8
{
	Undefined,
	AlwaysSpawn,
	AdjustIfPossibleButAlwaysSpawn,
	AdjustIfPossibleButDontSpawnIfColliding,
	DontSpawnIfColliding,
};

enum ENetRole : int
{
	ROLE_None,
	ROLE_SimulatedProxy,
	ROLE_AutonomousProxy,
	ROLE_Authority,
	ROLE_MAX,
};

enum ENetDormancy : int
{
	DORM_Never,
	DORM_Awake,
	DORM_DormantAll,
	DORM_DormantPartial,
	DORM_Initial,
	DORM_MAX,
};

enum class EPhysicsReplicationMode : uint8
{
	Default,
	PredictiveInterpolation,
	Resimulation,
	None = 255,
};
enum ECollisionChannel : int32 { ECC_WorldStatic, ECC_MAX };
enum EObjectTypeQuery : int32 { ObjectTypeQuery1, ObjectTypeQuery_MAX };
namespace EWorldType { enum Type { None, Game, Editor, PIE }; }
class UEngineTypes : public UObject {
public:
    static EObjectTypeQuery ConvertToObjectType(ECollisionChannel CollisionChannel);
};

// Unique handle that can be used to distinguish timers that have identical delegates.
struct FTimerHandle
{
	FTimerHandle() : Handle(0) {}
	bool IsValid() const { return Handle != 0; }
	void Invalidate() { Handle = 0; }
	bool operator==(const FTimerHandle& Other) const { return Handle == Other.Handle; }
	bool operator!=(const FTimerHandle& Other) const { return Handle != Other.Handle; }

private:
	uint64 Handle;
};

// Custom collision trace types (TraceTypeQuery1 is the Visibility channel's), overridable per game.
enum ETraceTypeQuery : int
{
	TraceTypeQuery1,
	TraceTypeQuery2,
	TraceTypeQuery3,
	TraceTypeQuery4,
	TraceTypeQuery5,
	TraceTypeQuery6,
	TraceTypeQuery7,
	TraceTypeQuery8,
	TraceTypeQuery9,
	TraceTypeQuery10,
	TraceTypeQuery11,
	TraceTypeQuery12,
	TraceTypeQuery13,
	TraceTypeQuery14,
	TraceTypeQuery15,
	TraceTypeQuery16,
	TraceTypeQuery17,
	TraceTypeQuery18,
	TraceTypeQuery19,
	TraceTypeQuery20,
	TraceTypeQuery21,
	TraceTypeQuery22,
	TraceTypeQuery23,
	TraceTypeQuery24,
	TraceTypeQuery25,
	TraceTypeQuery26,
	TraceTypeQuery27,
	TraceTypeQuery28,
	TraceTypeQuery29,
	TraceTypeQuery30,
	TraceTypeQuery31,
	TraceTypeQuery32,
	TraceTypeQuery_MAX
};
