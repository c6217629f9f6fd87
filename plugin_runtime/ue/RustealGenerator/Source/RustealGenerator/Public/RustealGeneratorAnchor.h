// A reflected type so that UHT parses this module and lists it in its manifest: the UHT exporter
// of rusteal (exporter_csharp/RustealExport.cs) writes its output into this module's folder.
#pragma once

#include "CoreMinimal.h"
#include "UObject/Object.h"
#include "RustealGeneratorAnchor.generated.h"

UCLASS(MinimalAPI, NotBlueprintType)
class URustealGeneratorAnchor : public UObject
{
	GENERATED_BODY()
};
