// Stand-in for Unreal 5.8's Components/InputComponent.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Components/ActorComponent.h"

class UInputComponent : public UActorComponent {};
