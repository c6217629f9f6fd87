// Stand-in for Unreal 5.8's UObject/TextProperty.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "UObject/UnrealType.h"

class FTextProperty : public TProperty<FText> { public: using TProperty::TProperty; };
