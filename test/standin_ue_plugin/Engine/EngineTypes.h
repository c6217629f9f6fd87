// Stand-in for Unreal 5.8's Engine/EngineTypes.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

enum class ESpawnActorCollisionHandlingMethod : uint8 { Undefined };
enum ECollisionChannel : int32 { ECC_WorldStatic, ECC_MAX };
enum EObjectTypeQuery : int32 { ObjectTypeQuery1, ObjectTypeQuery_MAX };
namespace EWorldType { enum Type { None, Game, Editor, PIE }; }
class UEngineTypes : public UObject {
public:
    static EObjectTypeQuery ConvertToObjectType(ECollisionChannel CollisionChannel);
};
