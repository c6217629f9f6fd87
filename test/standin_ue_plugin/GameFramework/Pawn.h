// Stand-in for Unreal 5.8's GameFramework/Pawn.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Actor.h"

class APawn : public AActor {};
