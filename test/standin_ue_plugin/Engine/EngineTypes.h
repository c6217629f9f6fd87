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

enum class ESpawnActorScaleMethod : uint8
{
	OverrideRootScale,
	MultiplyWithRoot,
	SelectDefaultAtRuntime,
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
// Unreal 5.8.0 Engine/EngineTypes.h: the collision channels (8 engine, 6 engine trace, 50 game trace),
// object and trace type queries (64 each), responses and the kinds of collision enabled.
enum ECollisionChannel : int
{
	ECC_WorldStatic,
	ECC_WorldDynamic,
	ECC_Pawn,
	ECC_Visibility,
	ECC_Camera,
	ECC_PhysicsBody,
	ECC_Vehicle,
	ECC_Destructible,
	ECC_EngineTraceChannel1,
	ECC_EngineTraceChannel2,
	ECC_EngineTraceChannel3,
	ECC_EngineTraceChannel4,
	ECC_EngineTraceChannel5,
	ECC_EngineTraceChannel6,
	ECC_GameTraceChannel1,
	ECC_GameTraceChannel2,
	ECC_GameTraceChannel3,
	ECC_GameTraceChannel4,
	ECC_GameTraceChannel5,
	ECC_GameTraceChannel6,
	ECC_GameTraceChannel7,
	ECC_GameTraceChannel8,
	ECC_GameTraceChannel9,
	ECC_GameTraceChannel10,
	ECC_GameTraceChannel11,
	ECC_GameTraceChannel12,
	ECC_GameTraceChannel13,
	ECC_GameTraceChannel14,
	ECC_GameTraceChannel15,
	ECC_GameTraceChannel16,
	ECC_GameTraceChannel17,
	ECC_GameTraceChannel18,
	ECC_GameTraceChannel19,
	ECC_GameTraceChannel20,
	ECC_GameTraceChannel21,
	ECC_GameTraceChannel22,
	ECC_GameTraceChannel23,
	ECC_GameTraceChannel24,
	ECC_GameTraceChannel25,
	ECC_GameTraceChannel26,
	ECC_GameTraceChannel27,
	ECC_GameTraceChannel28,
	ECC_GameTraceChannel29,
	ECC_GameTraceChannel30,
	ECC_GameTraceChannel31,
	ECC_GameTraceChannel32,
	ECC_GameTraceChannel33,
	ECC_GameTraceChannel34,
	ECC_GameTraceChannel35,
	ECC_GameTraceChannel36,
	ECC_GameTraceChannel37,
	ECC_GameTraceChannel38,
	ECC_GameTraceChannel39,
	ECC_GameTraceChannel40,
	ECC_GameTraceChannel41,
	ECC_GameTraceChannel42,
	ECC_GameTraceChannel43,
	ECC_GameTraceChannel44,
	ECC_GameTraceChannel45,
	ECC_GameTraceChannel46,
	ECC_GameTraceChannel47,
	ECC_GameTraceChannel48,
	ECC_GameTraceChannel49,
	ECC_GameTraceChannel50,
	ECC_OverlapAll_Deprecated,
	ECC_MAX,
};
enum EObjectTypeQuery : int
{
	ObjectTypeQuery1,
	ObjectTypeQuery2,
	ObjectTypeQuery3,
	ObjectTypeQuery4,
	ObjectTypeQuery5,
	ObjectTypeQuery6,
	ObjectTypeQuery7,
	ObjectTypeQuery8,
	ObjectTypeQuery9,
	ObjectTypeQuery10,
	ObjectTypeQuery11,
	ObjectTypeQuery12,
	ObjectTypeQuery13,
	ObjectTypeQuery14,
	ObjectTypeQuery15,
	ObjectTypeQuery16,
	ObjectTypeQuery17,
	ObjectTypeQuery18,
	ObjectTypeQuery19,
	ObjectTypeQuery20,
	ObjectTypeQuery21,
	ObjectTypeQuery22,
	ObjectTypeQuery23,
	ObjectTypeQuery24,
	ObjectTypeQuery25,
	ObjectTypeQuery26,
	ObjectTypeQuery27,
	ObjectTypeQuery28,
	ObjectTypeQuery29,
	ObjectTypeQuery30,
	ObjectTypeQuery31,
	ObjectTypeQuery32,
	ObjectTypeQuery33,
	ObjectTypeQuery34,
	ObjectTypeQuery35,
	ObjectTypeQuery36,
	ObjectTypeQuery37,
	ObjectTypeQuery38,
	ObjectTypeQuery39,
	ObjectTypeQuery40,
	ObjectTypeQuery41,
	ObjectTypeQuery42,
	ObjectTypeQuery43,
	ObjectTypeQuery44,
	ObjectTypeQuery45,
	ObjectTypeQuery46,
	ObjectTypeQuery47,
	ObjectTypeQuery48,
	ObjectTypeQuery49,
	ObjectTypeQuery50,
	ObjectTypeQuery51,
	ObjectTypeQuery52,
	ObjectTypeQuery53,
	ObjectTypeQuery54,
	ObjectTypeQuery55,
	ObjectTypeQuery56,
	ObjectTypeQuery57,
	ObjectTypeQuery58,
	ObjectTypeQuery59,
	ObjectTypeQuery60,
	ObjectTypeQuery61,
	ObjectTypeQuery62,
	ObjectTypeQuery63,
	ObjectTypeQuery64,
	ObjectTypeQuery_MAX
};
enum ECollisionResponse : int
{
	ECR_Ignore,
	ECR_Overlap,
	ECR_Block,
	ECR_MAX,
};
namespace ECollisionEnabled
{
	enum Type : int
	{
		NoCollision,
		QueryOnly,
		PhysicsOnly,
		QueryAndPhysics,
		ProbeOnly,
		QueryAndProbe
	};
}
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
	TraceTypeQuery33,
	TraceTypeQuery34,
	TraceTypeQuery35,
	TraceTypeQuery36,
	TraceTypeQuery37,
	TraceTypeQuery38,
	TraceTypeQuery39,
	TraceTypeQuery40,
	TraceTypeQuery41,
	TraceTypeQuery42,
	TraceTypeQuery43,
	TraceTypeQuery44,
	TraceTypeQuery45,
	TraceTypeQuery46,
	TraceTypeQuery47,
	TraceTypeQuery48,
	TraceTypeQuery49,
	TraceTypeQuery50,
	TraceTypeQuery51,
	TraceTypeQuery52,
	TraceTypeQuery53,
	TraceTypeQuery54,
	TraceTypeQuery55,
	TraceTypeQuery56,
	TraceTypeQuery57,
	TraceTypeQuery58,
	TraceTypeQuery59,
	TraceTypeQuery60,
	TraceTypeQuery61,
	TraceTypeQuery62,
	TraceTypeQuery63,
	TraceTypeQuery64,
	TraceTypeQuery_MAX
};
