// Stand-in for Unreal 5.8's Components/ActorComponent.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"

class UActorComponent : public UObject {};
