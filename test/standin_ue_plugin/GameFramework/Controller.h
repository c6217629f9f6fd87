// Stand-in for Unreal 5.8's GameFramework/Controller.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Actor.h"

class AController : public AActor {};
